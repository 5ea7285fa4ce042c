import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const illustrationSlot = style({
  display: 'inline-flex',
  marginBottom: vars.space.small,
  color: vars.colour.textSecondary,
});

export const illustration = style({ display: 'block' });
export const illustrationBackdrop = style({ fill: vars.colour.formAccentSoft });
export const illustrationCard = style({
  fill: vars.colour.surface,
  stroke: vars.colour.border,
  strokeWidth: 1.5,
});
export const illustrationLine = style({ fill: vars.colour.neutralSoft });
export const illustrationAccent = style({ fill: vars.colour.accentMuted });
