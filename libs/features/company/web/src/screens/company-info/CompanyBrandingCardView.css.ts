import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** A fixed frame, so choosing or removing a logo moves nothing below it. */
export const logoFrame = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '4.5rem',
  padding: vars.space.small,
  border: `1px solid ${vars.colour.border}`,
  borderRadius: vars.radius.medium,
  background: vars.colour.surface,
  maxWidth: '20rem',
});

export const logo = style({ display: 'block', maxHeight: '4rem', maxWidth: '100%' });
