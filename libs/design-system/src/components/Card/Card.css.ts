import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  backgroundColor: vars.colour.surface,
  color: vars.colour.text,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.small,
  selectors: {
    '&[data-padding="medium"]': { padding: vars.space.large },
    '&[data-padding="large"]': { padding: vars.space.xlarge },
  },
});
