import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** A fixed height, so the page below does not move when the picture arrives. */
export const logo = style({
  display: 'block',
  height: '3rem',
  width: 'auto',
  maxWidth: '15rem',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const welcomeLine = style({
  margin: 0,
  paddingInlineStart: vars.space.medium,
  borderInlineStart: `3px solid ${vars.colour.formAccent}`,
  display: 'grid',
  gap: vars.space.xxsmall,
});
