import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/**
 * A word longer than its line (an e-mail address, a generated company name) breaks instead of
 * pushing a phone's page sideways; ordinary words still wrap between words.
 */
export const text = style({ margin: 0, overflowWrap: 'break-word' });

export const textSize = styleVariants({
  xsmall: { fontSize: vars.fontSize.xsmall, lineHeight: vars.lineHeight.xsmall },
  small: { fontSize: vars.fontSize.small, lineHeight: vars.lineHeight.small },
  standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
  large: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
});

export const textTone = styleVariants({
  neutral: { color: 'inherit' },
  secondary: { color: vars.colour.textSecondary },
  critical: { color: vars.colour.textCritical },
  positive: { color: vars.colour.textPositive },
  caution: { color: vars.colour.textCaution },
  info: { color: vars.colour.textInfo },
});

export const textWeight = styleVariants({
  regular: { fontWeight: vars.fontWeight.regular },
  medium: { fontWeight: vars.fontWeight.medium },
  strong: { fontWeight: vars.fontWeight.strong },
});
