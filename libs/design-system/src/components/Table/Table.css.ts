import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

/** Wide tables scroll sideways inside their frame instead of stretching the page. */
export const tableFrame = style({
  overflowX: 'auto',
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  backgroundColor: vars.colour.surface,
});

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  outline: 'none',
});

export const column = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  textAlign: 'start',
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
  backgroundColor: vars.colour.neutralSoft,
  whiteSpace: 'nowrap',
  outline: 'none',
  selectors: {
    '&[data-allows-sorting]': { cursor: 'pointer' },
    '&[data-hovered]': { color: vars.colour.formAccent },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const columnContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
});

export const sortIndicator = style({
  display: 'inline-flex',
  selectors: { '&[data-direction="none"]': { visibility: 'hidden' } },
});

export const row = style({
  borderTop: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  outline: 'none',
  selectors: {
    '&[data-hovered]': { backgroundColor: vars.colour.neutralSoft },
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
    '&[data-href], &[data-action]': { cursor: 'pointer' },
  },
});

export const cell = style({
  paddingBlock: vars.space.small,
  paddingInline: vars.space.medium,
  outline: 'none',
  selectors: {
    '&[data-focus-visible]': {
      ...focusRingStyle,
      outlineOffset: `calc(-1 * ${vars.size.focusRingWidth})`,
    },
  },
});

export const emptyState = style({
  padding: vars.space.xlarge,
  textAlign: 'center',
  color: vars.colour.textSecondary,
});
