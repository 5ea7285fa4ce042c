import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const badge = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  paddingBlock: vars.space.xxsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.full,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  whiteSpace: 'nowrap',
  selectors: {
    '&[data-tone="neutral"]': { backgroundColor: vars.colour.neutralSoft, color: vars.colour.text },
    '&[data-tone="info"]': { backgroundColor: vars.colour.infoSoft, color: vars.colour.textInfo },
    '&[data-tone="positive"]': {
      backgroundColor: vars.colour.positiveSoft,
      color: vars.colour.textPositive,
    },
    '&[data-tone="caution"]': {
      backgroundColor: vars.colour.cautionSoft,
      color: vars.colour.textCaution,
    },
    '&[data-tone="critical"]': {
      backgroundColor: vars.colour.criticalSoft,
      color: vars.colour.textCritical,
    },
  },
});

/** A dot before the label, so the state is not told by colour alone to those who see shapes. */
export const badgeDot = style({
  width: vars.space.small,
  height: vars.space.small,
  borderRadius: vars.radius.full,
  backgroundColor: 'currentColor',
  selectors: {
    [`${badge}[data-tone="neutral"] &`]: {
      backgroundColor: 'transparent',
      border: `${vars.size.borderWidth} solid currentColor`,
    },
  },
});
