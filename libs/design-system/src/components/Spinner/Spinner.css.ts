import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  color: 'inherit',
});

/** Drawn with currentColor, so it takes the colour of the text around it (a button, a page). */
export const spinnerCircle = style({
  display: 'inline-block',
  borderRadius: vars.radius.full,
  border: `${vars.size.focusRingWidth} solid currentColor`,
  borderTopColor: 'transparent',
  animation: `${rotate} 0.8s linear infinite`,
});

export const spinnerSize = styleVariants({
  small: { width: vars.space.large, height: vars.space.large },
  standard: { width: vars.space.xlarge, height: vars.space.xlarge },
  large: { width: vars.space.xxxlarge, height: vars.space.xxxlarge },
});
