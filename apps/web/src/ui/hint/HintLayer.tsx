import { Portal } from '@mantine/core';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import classes from './HintLayer.module.css';

/** Space between the control and its hint, and the least between the hint and the screen's edges. */
const GAP = 6;
const MARGIN = 8;

interface Shown {
  label: string;
  /** The control's box when the hint opened. */
  around: DOMRect;
}

/** The control under the pointer or focus that carries a hint (`hint()`), if any. */
const hinted = (target: EventTarget | null): HTMLElement | null =>
  target instanceof Element ? target.closest<HTMLElement>('[data-hint]') : null;

/**
 * The one hint of the app: listens to the whole document and shows the `data-hint` of the control the
 * mouse is over or that the keyboard focused, above it (below when there is no room), within the
 * screen. Escape, a click, a scroll or leaving the control hides it. The text repeats the control's
 * accessible name, so it is hidden from screen readers.
 */
export function HintLayer() {
  const [shown, setShown] = useState<Shown | null>(null);
  useEffect(() => {
    let current: HTMLElement | null = null;
    const show = (element: HTMLElement | null) => {
      if (element === current) return;
      current = element;
      setShown(
        element ? { label: element.dataset.hint ?? '', around: element.getBoundingClientRect() } : null,
      );
    };
    const hide = () => show(null);
    const onPointerOver = (event: PointerEvent) => {
      if (event.pointerType === 'mouse') show(hinted(event.target));
    };
    const onPointerOut = (event: PointerEvent) => {
      if (current && !(event.relatedTarget instanceof Node && current.contains(event.relatedTarget))) hide();
    };
    const onFocusIn = (event: FocusEvent) => {
      const element = hinted(event.target);
      if (element?.matches(':focus-visible')) show(element);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const listeners = [
      ['pointerover', onPointerOver],
      ['pointerout', onPointerOut],
      ['pointerdown', hide],
      ['focusin', onFocusIn],
      ['focusout', hide],
      ['keydown', onKeyDown],
      ['scroll', hide],
    ] as const;
    for (const [type, listener] of listeners) {
      document.addEventListener(type, listener as EventListener, { capture: true, passive: true });
    }
    return () => {
      for (const [type, listener] of listeners) {
        document.removeEventListener(type, listener as EventListener, { capture: true });
      }
    };
  }, []);
  if (!shown) return null;
  return (
    <Portal>
      <Bubble {...shown} />
    </Portal>
  );
}

/** The hint placed once its size is known: centred on the control, kept inside the screen. */
function Bubble({ label, around }: Shown) {
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const box = ref.current?.getBoundingClientRect();
    if (!box) return;
    const centred = around.left + around.width / 2 - box.width / 2;
    const left = Math.min(Math.max(centred, MARGIN), window.innerWidth - box.width - MARGIN);
    const above = around.top - GAP - box.height;
    setPlace({ left, top: above >= MARGIN ? above : around.bottom + GAP });
  }, [around]);
  return (
    <div
      ref={ref}
      className={classes.hint}
      aria-hidden
      style={place ?? { left: 0, top: 0, visibility: 'hidden' }}
    >
      {label}
    </div>
  );
}
