import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

export const tagList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xsmall,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const tag = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInlineStart: vars.space.small,
  paddingInlineEnd: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.neutralSoft,
  color: vars.colour.text,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': focusRingStyle,
  },
});

export const tagRemove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxsmall,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.colour.textSecondary,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.colour.text, backgroundColor: vars.colour.surface },
    '&[data-focus-visible]': focusRingStyle,
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
});
