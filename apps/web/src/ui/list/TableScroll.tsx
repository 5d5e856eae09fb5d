import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

interface TableScrollProps {
  /** Names the scrolling region for screen readers; the table's own name serves. */
  label: string;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth: number;
  className?: string;
  children: ReactNode;
}

/**
 * The box a wide table scrolls sideways in. A region a keyboard can focus, so that a keyboard user
 * scrolls it with the arrow keys (WCAG 2.1.1); named, so that a screen reader says what it holds.
 */
export function TableScroll({ label, minWidth, className, children }: TableScrollProps) {
  return (
    // Positioned, so that the rows' visually hidden texts (absolute) scroll with it, not the page.
    <Table.ScrollContainer
      minWidth={minWidth}
      className={className}
      type="native"
      pos="relative"
      tabIndex={0}
      role="region"
      aria-label={label}
    >
      {children}
    </Table.ScrollContainer>
  );
}
