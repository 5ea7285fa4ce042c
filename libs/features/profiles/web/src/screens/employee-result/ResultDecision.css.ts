import { breakpoints, vars } from '@facet/design-system';

const phoneMedia = `screen and (max-width: ${breakpoints.tablet - 0.02}px)`;
import { style } from '@vanilla-extract/css';

/**
 * The fit headline's panel: the first thing under the title and any validity caution. Tighter on
 * a phone, so the meter and the first chips stay on its first screen under a caution.
 */
export const decisionPanel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.colour.border}`,
  background: vars.colour.surface,
  '@media': { [phoneMedia]: { gap: vars.space.small, padding: vars.space.medium } },
});

/** The score, "out of 100", and the meter beside them, wrapping under them on a phone. */
export const scoreLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.medium,
  rowGap: vars.space.small,
});

export const scoreFigure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.small,
});

/** The fit score as a bar: the only drawing in the headline, 0 to 100; beside the score on a phone. */
export const meterTrack = style({
  flex: '1 1 8rem',
  minWidth: '8rem',
  height: '0.875rem',
  borderRadius: vars.radius.full,
  background: vars.colour.neutralSoft,
  border: `1px solid ${vars.colour.borderField}`,
  overflow: 'hidden',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});

export const meterFill = style({
  display: 'block',
  height: '100%',
  background: vars.colour.formAccent,
});

export const chipList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
});

/**
 * One scale outside its range, in the look of a caution badge; the arrow says the direction, so
 * colour is never the only cue. A borderline one is quieter.
 */
export const chip = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.medium,
  borderRadius: vars.radius.large,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  backgroundColor: vars.colour.cautionSoft,
  color: vars.colour.textCaution,
  selectors: {
    '&[data-borderline="true"]': { backgroundColor: vars.colour.infoSoft, color: vars.colour.text },
  },
});

export const chipMark = style({ fontWeight: vars.fontWeight.strong });

export const chipScale = style({ fontWeight: vars.fontWeight.strong });
