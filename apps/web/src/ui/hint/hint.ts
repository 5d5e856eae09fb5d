/**
 * The short text shown beside an icon-only control on hover and keyboard focus (`HintLayer`). The
 * control keeps its own accessible name (aria-label); the hint only shows it. One layer for the whole
 * app instead of a Tooltip per control: a list of 20 bookings mounted 80 Tooltips, each with its own
 * floating-position hooks, on its first render.
 */
export const hint = (label: string) => ({ 'data-hint': label });
