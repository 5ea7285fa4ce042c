import { style } from '@vanilla-extract/css';

/** chart.js sizes the canvas to this box: full width, a height set by the number of scales. */
export const comparisonFrame = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
});
