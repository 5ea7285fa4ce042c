import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

export const legend = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.large,
  rowGap: vars.space.xsmall,
  fontFamily: vars.fontFamily,
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
});

export const entry = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
});

/** A small piece of track holding the sample of what the entry explains. */
export const swatch = style({
  position: 'relative',
  flexShrink: 0,
  width: vars.space.xxxlarge,
  height: vars.space.xlarge,
  borderRadius: vars.radius.small,
  backgroundColor: vars.colour.surface,
  boxShadow: `inset 0 0 0 ${vars.size.borderWidth} ${vars.colour.borderField}`,
  overflow: 'hidden',
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
