import {
  type CSSVariablesResolver,
  createTheme,
  DEFAULT_THEME,
  darken,
  luminance,
  type MantineColorsTuple,
} from '@mantine/core';

// A deep teal for a club or resort; shade 7, the one on filled buttons, keeps 4.7:1 against white.
const brand: MantineColorsTuple = [
  '#e7f6f4',
  '#cfebe7',
  '#a0d6cf',
  '#6dc0b6',
  '#43ada1',
  '#289f93',
  '#13968a',
  '#0b8276',
  '#036f65',
  '#005f56',
];

// Mantine's gray 6 is its dimmed text (secondary lines, menu group titles, hints, `c="dimmed"`) and a
// toast's message: 3.3:1 on white. This one keeps 4.5:1 (WCAG AA, small text) on white, gray 0 and 2.
const gray: MantineColorsTuple = [
  '#f8f9fa',
  '#f1f3f5',
  '#e9ecef',
  '#dee2e6',
  '#ced4da',
  '#adb5bd',
  '#636b73',
  '#495057',
  '#343a40',
  '#212529',
];

export const theme = createTheme({
  colors: { brand, gray },
  primaryColor: 'brand',
  primaryShade: 7,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
  // Plain objects, not Modal.extend(): the theme is on the sign-in page, which loads no dialog code.
  components: {
    // A dialog's or a toast's ✕ is an icon alone: it needs a name (WCAG 4.1.2). A screen may still name
    // it better (the menu drawer's 'Fechar menu').
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Fechar' } } },
    InputClearButton: { defaultProps: { 'aria-label': 'Limpar' } },
    // A spinner named 'Carregando' needs a role that takes a name (a bare span may not have one).
    Loader: { defaultProps: { role: 'status' } },
  },
});

/** WCAG AA for small text, with a little room for the page's greys under it. */
const AA = 4.6;

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `color` darkened in steps of 5% until it keeps AA against `background`. */
function readableOn(color: string, background: string): string {
  let amount = 0;
  while (contrast(darken(color, amount), background) < AA && amount < 1) amount += 0.05;
  return amount === 0 ? color : darken(color, amount);
}

/**
 * Mantine's filled shade 7 under white text (red, blue, green, orange buttons), and its light variant's
 * shade 9 on shade 1 (badges, alerts, avatars' initials), fall short of AA for most of its colours. Each
 * colour keeps its hue, darkened only as far as AA asks; so does its text (`c="red"`) on the page's greys.
 */
function readableColorVariables(): Record<string, string> {
  const colors = { ...DEFAULT_THEME.colors, brand, gray };
  const variables: Record<string, string> = {};
  for (const [name, shades] of Object.entries(colors)) {
    if (name === 'dark') continue;
    const filled = readableOn(shades[7], '#ffffff');
    variables[`--mantine-color-${name}-filled`] = filled;
    variables[`--mantine-color-${name}-filled-hover`] = darken(filled, 0.1);
    // Text and outlines lie on the page's greys too.
    const text = readableOn(shades[7], gray[1]);
    variables[`--mantine-color-${name}-text`] = text;
    variables[`--mantine-color-${name}-outline`] = text;
    variables[`--mantine-color-${name}-light-color`] = readableOn(shades[9], shades[1]);
  }
  return variables;
}

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    ...readableColorVariables(),
    // A field's error message: red 6 is 3.3:1.
    '--mantine-color-error': 'var(--mantine-color-red-filled)',
    // A link in a striped row: brand 7 is 4.5:1 on white only.
    '--mantine-color-anchor': 'var(--mantine-color-brand-8)',
    // A picker's placeholder is text on screen ('Nenhuma data bloqueada'): gray 5 is 2:1.
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
  },
  dark: {},
});
