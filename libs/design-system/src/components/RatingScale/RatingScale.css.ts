import { style, styleVariants } from '@vanilla-extract/css';
import { breakpoints } from '../../themes/tokens';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

const fromTablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const fromDesktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** Statement and circles share one centre line, so the eye goes straight down a page of them. */
export const ratingScale = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
});

/** The statement being rated: the most prominent text of the scale, above its circles. */
export const ratingLabel = style({
  alignSelf: 'stretch',
  textAlign: 'center',
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.medium,
  color: vars.colour.text,
});

/**
 * On a phone the circles take the whole row and the end words sit under its ends; from tablet
 * width the end words flank the circles on one line, and on a desktop the circles spread wider.
 */
export const ratingRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gridTemplateAreas: '"options options" "start end"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xxsmall,
  width: '100%',
  maxWidth: '22rem',
  '@media': {
    [fromTablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) 20rem minmax(0, 1fr)',
      gridTemplateAreas: '"start options end"',
      maxWidth: '40rem',
    },
    [fromDesktop]: {
      gridTemplateColumns: 'minmax(0, 1fr) 26rem minmax(0, 1fr)',
      maxWidth: '48rem',
    },
  },
});

export const ratingOptions = style({
  gridArea: 'options',
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
});

const endWord = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
});

export const ratingStart = style([
  endWord,
  { gridArea: 'start', textAlign: 'start', '@media': { [fromTablet]: { textAlign: 'end' } } },
]);

export const ratingEnd = style([
  endWord,
  { gridArea: 'end', textAlign: 'end', '@media': { [fromTablet]: { textAlign: 'start' } } },
]);

/** Each option is a full touch target, whatever the size of the circle drawn inside it. */
export const ratingOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTarget,
  height: vars.size.touchTarget,
  flexShrink: 0,
  '@media': { [fromDesktop]: { width: '3.5rem', height: '3.5rem' } },
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { cursor: 'not-allowed' } },
});

const circle = style({
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid ${vars.colour.borderField}`,
  backgroundColor: vars.colour.surface,
  transition: `background-color ${vars.motion.durationFast}, border-color ${vars.motion.durationFast}`,
  selectors: {
    [`${ratingOption}[data-hovered] &`]: {
      borderColor: vars.colour.formAccent,
      backgroundColor: vars.colour.formAccentSoft,
    },
    // Filled, not only recoloured, so the choice does not rest on colour alone.
    [`${ratingOption}[data-selected] &`]: {
      borderColor: vars.colour.formAccent,
      backgroundColor: vars.colour.formAccent,
      boxShadow: `inset 0 0 0 ${vars.space.xxsmall} ${vars.colour.surface}`,
    },
    [`${ratingOption}[data-focus-visible] &`]: focusRingStyle,
    [`${ratingOption}[data-invalid] &`]: { borderColor: vars.colour.critical },
    [`${ratingOption}[data-disabled] &`]: {
      borderColor: vars.colour.border,
      backgroundColor: vars.colour.neutralSoft,
    },
  },
});

/** Circles grow towards the ends of the scale, so their size reads as the strength of the answer. */
export const ratingCircle = styleVariants({
  centre: [
    circle,
    {
      width: vars.space.xlarge,
      height: vars.space.xlarge,
      '@media': { [fromDesktop]: { width: '2rem', height: '2rem' } },
    },
  ],
  near: [
    circle,
    {
      width: vars.space.xxlarge,
      height: vars.space.xxlarge,
      '@media': { [fromDesktop]: { width: '2.5rem', height: '2.5rem' } },
    },
  ],
  end: [
    circle,
    {
      width: vars.size.touchTarget,
      height: vars.size.touchTarget,
      '@media': { [fromDesktop]: { width: '3.25rem', height: '3.25rem' } },
    },
  ],
});
