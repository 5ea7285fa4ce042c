import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

export const switchRoot = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  minHeight: vars.space.xlarge,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.colour.textSecondary, cursor: 'not-allowed' } },
});

export const switchTrack = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  width: vars.space.xxxlarge,
  height: vars.space.xlarge,
  padding: vars.space.xxsmall,
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid ${vars.colour.borderField}`,
  backgroundColor: vars.colour.surface,
  transition: `background-color ${vars.motion.durationFast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.colour.formAccent,
      borderColor: vars.colour.formAccent,
    },
    [`${switchRoot}[data-focus-visible] &`]: focusRingStyle,
    [`${switchRoot}[data-disabled] &`]: {
      borderColor: vars.colour.border,
      backgroundColor: vars.colour.neutralSoft,
    },
  },
});

export const switchHandle = style({
  width: vars.space.large,
  height: vars.space.large,
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.borderField,
  transition: `transform ${vars.motion.durationFast}`,
  selectors: {
    [`${switchRoot}[data-selected] &`]: {
      backgroundColor: vars.colour.textOnFormAccent,
      transform: `translateX(calc(${vars.space.xxxlarge} - ${vars.space.large} - ${vars.space.xsmall} - 2 * ${vars.size.focusRingWidth}))`,
    },
  },
});
