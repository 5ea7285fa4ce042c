import { styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

export const containerWidth = styleVariants({
  small: { maxWidth: vars.size.containerSmall },
  medium: { maxWidth: vars.size.containerMedium },
  large: { maxWidth: vars.size.containerLarge },
});
