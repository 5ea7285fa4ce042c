import { style } from '@vanilla-extract/css';
import { vars } from '../../themes/vars.css';
import { focusRingStyle } from '../private/focusRing.css';

/** Every logo gets the same 180x48 slot, whatever the shape of the image a tenant uploads. */
export const logoSlot = style({
  display: 'inline-flex',
  alignItems: 'center',
  width: vars.size.logoWidth,
  height: vars.size.logoHeight,
  borderRadius: vars.radius.small,
  color: vars.colour.text,
  textDecoration: 'none',
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingStyle },
});

export const logoImage = style({
  maxWidth: '100%',
  maxHeight: '100%',
  objectFit: 'contain',
  objectPosition: 'left center',
});

export const wordmark = style({
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.02em',
  color: vars.colour.formAccent,
});
