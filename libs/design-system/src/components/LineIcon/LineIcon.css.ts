import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const lineIcon = style({
  width: vars.size.controlIcon,
  height: vars.size.controlIcon,
  flexShrink: 0,
});
