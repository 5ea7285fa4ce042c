import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Inverted colours (text on background swapped) so the tip stands out from the page. */
export const tooltip = style({
  maxWidth: vars.size.tooltipMaxWidth,
  paddingBlock: vars.space.xsmall,
  paddingInline: vars.space.small,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.text,
  color: vars.colour.surface,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  boxShadow: vars.shadow.medium,
});
