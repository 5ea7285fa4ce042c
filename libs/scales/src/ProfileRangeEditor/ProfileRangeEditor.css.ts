import { breakpoints, vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  fontFamily: vars.fontFamily,
  color: vars.colour.text,
  minWidth: 0,
});

export const group = style({
  margin: 0,
  padding: vars.space.large,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const legend = style({
  paddingInline: vars.space.xsmall,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
});

/**
 * One scale: its name, the choice (and percentile fields), then the band on the track; stacked
 * on narrow screens, one line from tablets up.
 */
export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.small,
  alignItems: 'start',
  paddingBlockEnd: vars.space.medium,
  borderBottom: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  selectors: { '&:last-child': { borderBottom: 'none', paddingBlockEnd: 0 } },
  '@media': {
    [`screen and (min-width: ${breakpoints.tablet}px)`]: {
      gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 4fr) minmax(0, 4fr)',
    },
  },
});

export const scaleLabel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.small,
});

export const scaleName = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-kind="domain"]': { fontWeight: vars.fontWeight.strong } },
});

export const choice = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  minWidth: 0,
});

export const percentileFields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: vars.space.small,
});

export const preview = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
  paddingBlockStart: vars.space.small,
  minWidth: 0,
});

export const spanText = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
});

/** The raw points a band maps to: what is stored, shown small for whoever wants it. */
export const pointsText = style({
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.colour.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});

/** The same equal-width 0..100 track as the result charts. */
export const bandTrack = style({
  position: 'relative',
  height: vars.space.large,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.neutralSoft,
  border: `${vars.size.borderWidth} solid ${vars.colour.borderField}`,
  overflow: 'hidden',
});

export const averageZone = style({
  position: 'absolute',
  top: 0,
  bottom: 0,
  backgroundColor: vars.colour.infoSoft,
});

export const profileBand = style({
  position: 'absolute',
  top: vars.space.xsmall,
  bottom: vars.space.xsmall,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.formAccent,
});

export const trackScale = style({
  display: 'flex',
  justifyContent: 'space-between',
  fontSize: vars.fontSize.xsmall,
  lineHeight: vars.lineHeight.xsmall,
  color: vars.colour.textSecondary,
});

export const viewRow = style([
  row,
  {
    '@media': {
      [`screen and (min-width: ${breakpoints.tablet}px)`]: {
        gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 8fr)',
      },
    },
  },
]);
