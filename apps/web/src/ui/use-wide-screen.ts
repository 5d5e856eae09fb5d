import { useMediaQuery } from '@mantine/hooks';

/** Mantine's 'sm' breakpoint: a tablet's width and up. Below it the screens take their phone layouts. */
export const WIDE_SCREEN = '(min-width: 48em)';

/** Whether the screen is at least a tablet's width, known on the first render (no phone-to-desktop flash). */
export function useWideScreen(): boolean {
  return useMediaQuery(WIDE_SCREEN, true, { getInitialValueInEffect: false });
}
