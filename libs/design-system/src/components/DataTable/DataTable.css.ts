import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Fixed columns that wrap their words, so the table never makes a phone screen scroll sideways. */
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
  selectors: {
    '&[data-emphasis="strong"]': { fontWeight: vars.fontWeight.strong },
    '&[data-emphasis="indented"]': { paddingInlineStart: vars.space.xlarge },
  },
});
