import { style } from '@vanilla-extract/css';

/** chart.js sizes the canvas to this box: full width, fixed height, never wider than a phone. */
export const chartFrame = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  height: '200px',
});
