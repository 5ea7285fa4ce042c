import { createThemeContract } from '@vanilla-extract/css';
import { lightColours, lightShadows, motion, radii, sizes, space, typography } from './tokens';

/** Every token name, no values: each theme fills the same contract (see themes.css.ts). */
const nulled = <Shape extends Record<string, unknown>>(shape: Shape) =>
  Object.fromEntries(Object.keys(shape).map((name) => [name, null])) as {
    [Name in keyof Shape]: null;
  };

export const vars = createThemeContract({
  colour: nulled(lightColours),
  shadow: nulled(lightShadows),
  space: nulled(space),
  radius: nulled(radii),
  fontFamily: null,
  fontSize: nulled(typography.fontSize),
  lineHeight: nulled(typography.lineHeight),
  fontWeight: nulled(typography.fontWeight),
  size: nulled(sizes),
  motion: nulled(motion),
});
