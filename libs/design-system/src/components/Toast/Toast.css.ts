import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const toastRegion = style({
  position: 'fixed',
  insetBlockEnd: vars.space.large,
  insetInlineEnd: vars.space.large,
  zIndex: 200,
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.small,
  maxWidth: `calc(100vw - 2 * ${vars.space.large})`,
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.medium,
  width: vars.size.dialogWidth,
  maxWidth: '100%',
  padding: vars.space.large,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderInlineStart: `${vars.space.xsmall} solid`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.large,
  selectors: {
    '&[data-tone="info"]': { borderInlineStartColor: vars.colour.textInfo },
    '&[data-tone="positive"]': { borderInlineStartColor: vars.colour.textPositive },
    '&[data-tone="critical"]': { borderInlineStartColor: vars.colour.textCritical },
  },
});

export const toastContent = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxsmall,
});

export const toastTitle = style({ fontWeight: vars.fontWeight.strong });

export const toastDescription = style({
  fontSize: vars.fontSize.small,
  color: vars.colour.textSecondary,
});
