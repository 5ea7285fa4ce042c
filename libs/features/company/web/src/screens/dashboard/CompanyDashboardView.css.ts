import { breakpoints, vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/**
 * The four figures: two by two below the desktop width, so a phone shows them in one screen
 * rather than four stacked tiles (issue 41), and in one row on a desktop.
 */
export const figureGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.medium,
  '@media': {
    [`screen and (min-width: ${breakpoints.desktop}px)`]: {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    },
  },
});
