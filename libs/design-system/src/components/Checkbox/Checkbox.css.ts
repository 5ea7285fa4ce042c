import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

export const checkbox = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space.small,
  minHeight: vars.space.xlarge,
  color: vars.colour.text,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.colour.textSecondary, cursor: 'not-allowed' } },
});

export const checkboxBox = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  border: `${vars.size.focusRingWidth} solid ${vars.colour.borderField}`,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.surface,
  color: vars.colour.textOnFormAccent,
  selectors: {
    [`${checkbox}[data-selected] &, ${checkbox}[data-indeterminate] &`]: {
      backgroundColor: vars.colour.formAccent,
      borderColor: vars.colour.formAccent,
    },
    [`${checkbox}[data-focus-visible] &`]: focusRingStyle,
    [`${checkbox}[data-invalid] &`]: { borderColor: vars.colour.critical },
    [`${checkbox}[data-disabled] &`]: {
      backgroundColor: vars.colour.neutralSoft,
      borderColor: vars.colour.border,
      color: vars.colour.textSecondary,
    },
  },
});
