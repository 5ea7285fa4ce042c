import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

export const radioGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
});

export const radioOptions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  selectors: {
    [`${radioGroup}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: vars.space.large,
    },
  },
});

export const radio = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.space.xlarge,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.colour.textSecondary, cursor: 'not-allowed' } },
});

export const radioCircle = style({
  flexShrink: 0,
  width: vars.space.xlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid ${vars.colour.borderField}`,
  backgroundColor: vars.colour.surface,
  selectors: {
    [`${radio}[data-selected] &`]: {
      borderColor: vars.colour.formAccent,
      borderWidth: vars.space.small,
    },
    [`${radio}[data-focus-visible] &`]: focusRingStyle,
    [`${radio}[data-invalid] &`]: { borderColor: vars.colour.critical },
    [`${radio}[data-disabled] &`]: {
      borderColor: vars.colour.border,
      backgroundColor: vars.colour.neutralSoft,
    },
  },
});
