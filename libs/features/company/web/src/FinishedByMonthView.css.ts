import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** chart.js sizes the canvas to this box: full width, fixed height, never wider than a phone. */
export const chartFrame = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  height: '200px',
});

export const table = style({
  width: '100%',
  tableLayout: 'fixed',
  overflowWrap: 'anywhere',
  borderCollapse: 'collapse',
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.text,
});

export const headerCell = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.medium,
  backgroundColor: vars.colour.neutralSoft,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
});

export const cell = style({
  textAlign: 'left',
  fontWeight: vars.fontWeight.regular,
  borderBottom: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
});
