import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const pagination = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.medium,
});

export const pageStatus = style({
  fontSize: vars.fontSize.small,
  color: vars.colour.textSecondary,
  fontVariantNumeric: 'tabular-nums',
});
