import { createTheme, type MantineColorsTuple } from '@mantine/core';

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

export const theme = createTheme({
  colors: { brand },
  primaryColor: 'brand',
  primaryShade: 7,
  defaultRadius: 'md',
  cursorType: 'pointer',
  headings: { fontWeight: '650' },
});
