import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** The centred icon, heading, text and action of EmptyState and ErrorState. */
export const stateBlock = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.small,
  paddingBlock: vars.space.xxlarge,
  paddingInline: vars.space.large,
  textAlign: 'center',
});

export const stateBlockAction = style({ marginTop: vars.space.small });
