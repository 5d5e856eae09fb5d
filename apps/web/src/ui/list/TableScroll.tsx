import { Table } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';

interface TableScrollProps {
  /** Names the scrolling region for screen readers; the table's own name serves. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls sideways in: a named region, so that a screen reader says what it
 * holds. While its table is wider than it, a keyboard can focus it and scroll it with the arrow keys
 * (WCAG 2.1.1); a table that fits is no tab stop (every list was one more stop before its rows).
 */
export function TableScroll({ label, minWidth, className, children }: TableScrollProps) {
  const box = useRef<HTMLDivElement>(null);
  const scrolls = useScrollsSideways(box);
  return (
    // Positioned, so that the rows' visually hidden texts (absolute) scroll with it, not the page.
    <Table.ScrollContainer
      minWidth={minWidth}
      className={className}
      type="native"
      pos="relative"
      ref={box}
      tabIndex={scrolls ? 0 : undefined}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}

/** Whether the box's content is wider than the box, kept as either changes size. */
function useScrollsSideways(box: RefObject<HTMLDivElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    // The box, its inner box and the table: the rows that arrive can widen the table alone.
    for (const inner of [element.firstElementChild, element.querySelector('table')]) {
      if (inner) observer.observe(inner);
    }
    measure();
    return () => observer.disconnect();
  }, [box]);
  return scrolls;
}
