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

/**
 * Still read by screen readers while the chart is on screen (not display: none). Defined after
 * `table`, which it is combined with, so its width wins over the table's full width.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
