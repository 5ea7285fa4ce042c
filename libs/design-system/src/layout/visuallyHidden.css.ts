import { style } from '@vanilla-extract/css';

/**
 * Off screen but still read by screen readers (not display: none): a rating option's name, a
 * chart's table while the chart is shown.
 */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
