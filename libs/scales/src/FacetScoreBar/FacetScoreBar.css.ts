import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  fontFamily: vars.fontFamily,
  color: vars.colour.text,
  breakInside: 'avoid',
});

export const header = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.small,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
});

export const name = style({ fontWeight: vars.fontWeight.medium });

export const value = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.textSecondary,
  whiteSpace: 'nowrap',
});

/** Room above and below the bar for the range bracket, which stands out of the track. */
export const track = style({
  position: 'relative',
  height: vars.space.large,
  marginBlock: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.neutralSoft,
  border: `${vars.size.borderWidth} solid ${vars.colour.borderField}`,
  // Backgrounds are not printed by default; the bar is the content here, so print it.
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const band = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  selectors: {
    '&[data-band="low"], &[data-band="high"]': { backgroundColor: vars.colour.neutralSoft },
    '&[data-band="average"]': { backgroundColor: vars.colour.infoSoft },
  },
});

export const fill = style({
  position: 'absolute',
  top: vars.space.xsmall,
  bottom: vars.space.xsmall,
  left: 0,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.formAccent,
});

/**
 * The score ± 1 standard error: a line with end caps across the middle of the bar, drawn with
 * borders in the text colour so it reads on the fill and on every band.
 */
export const confidenceBand = style({
  position: 'absolute',
  top: '50%',
  height: vars.space.small,
  transform: 'translateY(-50%)',
  // Drawn over the fill that follows it in the DOM.
  zIndex: 1,
  borderInline: `${vars.size.focusRingWidth} solid ${vars.colour.text}`,
  backgroundImage: `linear-gradient(${vars.colour.text}, ${vars.colour.text})`,
  backgroundSize: `100% ${vars.size.focusRingWidth}`,
  backgroundPosition: 'center',
  backgroundRepeat: 'no-repeat',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

/** The profile range: a bracket drawn with borders, so it reads on any band colour. */
export const range = style({
  position: 'absolute',
  top: `calc(-1 * ${vars.space.xsmall})`,
  bottom: `calc(-1 * ${vars.space.xsmall})`,
  border: `${vars.size.focusRingWidth} solid ${vars.colour.text}`,
  borderRadius: vars.radius.small,
  backgroundColor: 'transparent',
});

export const bandLabels = style({
  position: 'relative',
  height: vars.lineHeight.xsmall,
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.colour.textSecondary,
});

export const bandLabel = style({
  position: 'absolute',
  top: 0,
  transform: 'translateX(-50%)',
  whiteSpace: 'nowrap',
});

export const rangeLegend = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.colour.textSecondary,
});
