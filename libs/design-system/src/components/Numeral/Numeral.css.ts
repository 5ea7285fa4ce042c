import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** Figures of equal width, so numbers in a column or updating in place do not jitter. */
export const numeral = style({ fontVariantNumeric: 'tabular-nums', margin: 0 });

export const numeralSize = styleVariants({
  standard: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
  large: {
    fontSize: vars.fontSize.xlarge,
    lineHeight: vars.lineHeight.xlarge,
    fontWeight: vars.fontWeight.strong,
  },
  /** A key figure on its own: large, bold and set a little tighter, as large type reads best. */
  kpi: {
    display: 'block',
    fontSize: vars.fontSize.kpi,
    lineHeight: vars.lineHeight.kpi,
    fontWeight: vars.fontWeight.strong,
    letterSpacing: '-0.02em',
  },
});
