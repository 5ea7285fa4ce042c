import { createTheme, globalStyle, style } from '@vanilla-extract/css';
import {
  darkColours,
  darkShadows,
  lightColours,
  lightShadows,
  motion,
  radii,
  sizes,
  space,
  typography,
  type ThemeColours,
} from './tokens';
import { vars } from './vars.css';

const themeValues = (colour: ThemeColours, shadow: typeof lightShadows) => ({
  colour,
  shadow,
  space,
  radius: radii,
  fontFamily: typography.fontFamily,
  fontSize: typography.fontSize,
  lineHeight: typography.lineHeight,
  fontWeight: typography.fontWeight,
  size: sizes,
  motion,
});

export const lightTheme = createTheme(vars, themeValues(lightColours, lightShadows));
export const darkTheme = createTheme(vars, themeValues(darkColours, darkShadows));

/** Lets the browser draw scrollbars and native controls in the matching scheme. */
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });

/** Base text and background for whatever a theme class is applied to. */
export const themeRoot = style({
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body', { margin: 0 });

/** Users who ask for less motion get none from us. */
globalStyle('*', {
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      animationDuration: '0.01ms !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
