import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** chart.js sizes the canvas to this box: full width, fixed height, never wider than a phone. */
export const chartFrame = style({
  position: 'relative',
  width: '100%',
  minWidth: 0,
  height: `calc(${vars.space.xxxlarge} * 4)`,
});

/** One domain per cell, as many side by side as fit. */
export const domainGrid = style({
  display: 'grid',
  gap: vars.space.large,
  gridTemplateColumns: `repeat(auto-fill, minmax(min(100%, calc(${vars.space.xxxlarge} * 6)), 1fr))`,
  '@media': { print: { display: 'block' } },
});
