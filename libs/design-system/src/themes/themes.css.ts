import { assignVars, createTheme, globalStyle, style } from '@vanilla-extract/css';
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

const lightValues = themeValues(lightColours, lightShadows);
const darkValues = themeValues(darkColours, darkShadows);

export const lightTheme = createTheme(vars, lightValues);
export const darkTheme = createTheme(vars, darkValues);

/** Lets the browser draw scrollbars and native controls in the matching scheme. */
globalStyle(`${lightTheme}`, { colorScheme: 'light' });
globalStyle(`${darkTheme}`, { colorScheme: 'dark' });

const themeRootStyle = {
  backgroundColor: vars.colour.background,
  color: vars.colour.text,
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  WebkitFontSmoothing: 'antialiased',
} as const;

/** Base text and background for whatever a theme class is applied to. */
export const themeRoot = style(themeRootStyle);

/**
 * The document is themed by its `data-theme` too, which the blocking theme script sets before the
 * first paint: a page prerendered as HTML is drawn in its theme before any of the app's code runs.
 * ThemeProvider sets the same attribute once it does.
 */
const documentThemes = [
  ['light', lightValues],
  ['dark', darkValues],
] as const;
for (const [name, values] of documentThemes) {
  globalStyle(`:root[data-theme="${name}"]`, {
    vars: assignVars(vars, values),
    colorScheme: name,
    ...themeRootStyle,
  });
}

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
