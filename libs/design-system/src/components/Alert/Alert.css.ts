import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const alert = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  padding: vars.space.large,
  borderRadius: vars.radius.medium,
  borderInlineStart: `${vars.space.xsmall} solid`,
  color: vars.colour.text,
  selectors: {
    '&[data-tone="info"]': {
      backgroundColor: vars.colour.infoSoft,
      borderColor: vars.colour.textInfo,
    },
    '&[data-tone="positive"]': {
      backgroundColor: vars.colour.positiveSoft,
      borderColor: vars.colour.textPositive,
    },
    '&[data-tone="caution"]': {
      backgroundColor: vars.colour.cautionSoft,
      borderColor: vars.colour.textCaution,
    },
    '&[data-tone="critical"]': {
      backgroundColor: vars.colour.criticalSoft,
      borderColor: vars.colour.textCritical,
    },
    '&[data-layout="banner"]': { borderRadius: 0, borderInlineStart: 'none' },
  },
});

/** The icon and the left edge carry the tone's strong colour; the text stays neutral. */
export const alertIcon = style({
  display: 'inline-flex',
  paddingTop: vars.space.xxsmall,
  selectors: {
    [`${alert}[data-tone="info"] &`]: { color: vars.colour.textInfo },
    [`${alert}[data-tone="positive"] &`]: { color: vars.colour.textPositive },
    [`${alert}[data-tone="caution"] &`]: { color: vars.colour.textCaution },
    [`${alert}[data-tone="critical"] &`]: { color: vars.colour.textCritical },
  },
});

export const alertBody = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const alertTitle = style({ margin: 0, fontWeight: vars.fontWeight.strong });

export const alertActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.small,
  marginTop: vars.space.small,
});
