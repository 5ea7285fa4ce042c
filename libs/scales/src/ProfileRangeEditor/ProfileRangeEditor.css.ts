import { breakpoints, vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const editor = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xlarge,
  fontFamily: vars.fontFamily,
  color: vars.colour.text,
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

/** One scale: its name and bounds, then the two fields; stacked on narrow screens. */
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
      gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1fr)',
    },
  },
});

export const scaleLabel = style({
  display: 'flex',
  flexDirection: 'column',
  paddingBlockStart: vars.space.small,
});

export const scaleName = style({
  fontSize: vars.fontSize.standard,
  lineHeight: vars.lineHeight.standard,
  fontWeight: vars.fontWeight.medium,
  selectors: { '&[data-kind="domain"]': { fontWeight: vars.fontWeight.strong } },
});

export const bounds = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
});
