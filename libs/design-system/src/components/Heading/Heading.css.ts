import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';

/** A long unbroken name (an e-mail address, a company) breaks rather than widening the page. */
export const heading = style({
  margin: 0,
  fontWeight: vars.fontWeight.strong,
  color: 'inherit',
  overflowWrap: 'break-word',
});

export const headingLevel = styleVariants({
  1: { fontSize: vars.fontSize.xxlarge, lineHeight: vars.lineHeight.xxlarge },
  2: { fontSize: vars.fontSize.xlarge, lineHeight: vars.lineHeight.xlarge },
  3: { fontSize: vars.fontSize.large, lineHeight: vars.lineHeight.large },
  4: { fontSize: vars.fontSize.standard, lineHeight: vars.lineHeight.standard },
});
