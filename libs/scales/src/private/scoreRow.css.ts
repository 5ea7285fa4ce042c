import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** Wide enough for the name, the track and the value on one line. */
const oneLineFrom = '40rem';

/** A row measures its own width, so it lays out the same in a card, a dialog or a page. */
export const row = style({
  containerType: 'inline-size',
  // A size container takes no width from its content: it must be given the full width even in a
  // parent that does not stretch its children.
  width: '100%',
  breakInside: 'avoid',
  fontFamily: vars.fontFamily,
  color: vars.colour.text,
});

/**
 * Narrow: name and value on one line, the track under them across the whole row; the value takes
 * at most 60 % of it and wraps beyond, so a long hedged level ("Probablemente entre bajo y
 * medio") leaves the name room. Wide: name, track and value side by side, the name and value
 * columns fixed, so every track in a column of rows is exactly as long as every other.
 */
export const rowGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) fit-content(60%)',
  gridTemplateAreas: '"name value" "track track"',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.xsmall,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  '@container': {
    [`(min-width: ${oneLineFrom})`]: {
      gridTemplateColumns: '13rem minmax(0, 1fr) 11rem',
      gridTemplateAreas: '"name track value"',
    },
  },
});

export const name = style({
  gridArea: 'name',
  fontWeight: vars.fontWeight.medium,
  overflowWrap: 'anywhere',
  selectors: { '&[data-emphasis="domain"]': { fontWeight: vars.fontWeight.strong } },
});

export const value = style({
  gridArea: 'value',
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.textSecondary,
  // A hedged level is longer than the fixed column in Spanish and Portuguese: it wraps in it.
  textAlign: 'end',
});

/**
 * The 0..100 percentile track. Its outline is an inset shadow, not a border, so the track's box
 * is exactly its drawing area: a fill of width p% is p% of the track's measured width.
 */
export const track = style({
  gridArea: 'track',
  position: 'relative',
  boxSizing: 'border-box',
  height: vars.space.xlarge,
  marginBlock: vars.space.xxsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.surface,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.colour.borderField}`,
  // Backgrounds are not printed by default; the bar is the content here, so print it.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

/**
 * The average band: hatched and edged with dashed lines, so it shows by pattern and edge as well
 * as by colour (colour-blind readers, greyscale print) in both themes.
 */
export const averageBand = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  boxSizing: 'border-box',
  backgroundColor: vars.colour.infoSoft,
  backgroundImage: `repeating-linear-gradient(135deg, transparent 0 5px, ${vars.colour.border} 5px 7px)`,
  borderInline: `${vars.size.focusRingWidth} dashed ${vars.colour.textInfo}`,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

/** The score: from 0 to the percentile, inset so the band shows above and below it. */
export const fill = style({
  position: 'absolute',
  top: vars.space.small,
  bottom: vars.space.small,
  left: 0,
  boxSizing: 'border-box',
  borderStartEndRadius: vars.radius.small,
  borderEndEndRadius: vars.radius.small,
  backgroundColor: vars.colour.formAccent,
});

/**
 * The 90 % band (score ± 1.645 standard errors): a line with end caps across the middle of the track, in the
 * text colour with a halo of the surface, so it reads on the fill, the band and the empty track.
 */
export const confidenceBand = style({
  position: 'absolute',
  top: '50%',
  height: vars.space.medium,
  transform: 'translateY(-50%)',
  boxSizing: 'border-box',
  borderInline: `${vars.size.focusRingWidth} solid ${vars.colour.text}`,
  backgroundImage: `linear-gradient(${vars.colour.text}, ${vars.colour.text})`,
  backgroundSize: `100% ${vars.size.focusRingWidth}`,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  filter: `drop-shadow(0 0 1px ${vars.colour.surface})`,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  selectors: {
    [`${row}:not(:hover) &[data-display="onHover"]`]: { visibility: 'hidden' },
  },
});

/**
 * The profile's range: a frame standing out of the track, coloured by where the score falls
 * (the badge beside it says the same in words and with a shape).
 */
export const profileRange = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xxsmall})`,
  bottom: `calc(-1 * ${vars.space.xxsmall})`,
  boxSizing: 'border-box',
  minWidth: vars.space.xsmall,
  border: `${vars.size.focusRingWidth} solid ${vars.colour.text}`,
  borderRadius: vars.radius.small,
  selectors: {
    '&[data-position="inside"]': { borderColor: vars.colour.textPositive },
    '&[data-position="borderline"]': { borderColor: vars.colour.textInfo },
    '&[data-position="below"], &[data-position="above"]': {
      borderColor: vars.colour.textCaution,
      borderStyle: 'dashed',
    },
  },
});
