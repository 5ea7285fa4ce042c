import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.small,
  position: 'relative',
});

export const figureCaption = style({
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
});

/** chart.js sizes the canvas to this frame; the height comes from the number of rows. */
export const canvasFrame = style({
  position: 'relative',
  width: '100%',
  // Printing must never widen the page past the canvas drawn on screen.
  maxWidth: '100%',
  breakInside: 'avoid',
});

export const note = style({
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
  margin: 0,
});
