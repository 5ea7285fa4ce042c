import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** Hidden on screen, read by screen readers and kept in the document (and in the printed PDF). */
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

export const table = style({
  width: '100%',
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
    '&[data-emphasis="domain"]': { fontWeight: vars.fontWeight.strong },
    '&[data-emphasis="facet"]': { paddingInlineStart: vars.space.xlarge },
  },
});
