import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** Every count is a term and its value; the first, the available licences, leads. */
export const countList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space.medium,
  margin: 0,
});

export const count = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.xxsmall,
});

/** The available licences span the row, their numeral large enough to read at a glance. */
export const leadingCount = style({ gridColumn: '1 / -1' });

export const term = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  color: vars.colour.textSecondary,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  lineHeight: vars.lineHeight.large,
  fontWeight: vars.fontWeight.strong,
  fontVariantNumeric: 'tabular-nums',
  color: vars.colour.text,
});

export const leadingValue = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
});
