import { style } from '@vanilla-extract/css';

/**
 * The failure takes focus; scrolling to it leaves room above for the sticky top bar and the
 * form's heading, so the person still sees where they are.
 */
export const failureFocusTarget = style({
  scrollMarginTop: '10rem',
  outline: 'none',
});
