import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
  minWidth: 0,
});

export const figureCaption = style({
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.text,
});

/** The rows of a chart, close together so their tracks read as one axis. */
export const rowList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xsmall,
});

export const note = style({
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
  margin: 0,
});
