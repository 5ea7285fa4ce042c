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
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.small,
  maxWidth: '100%',
});

export const wordmarkGem = style({ flexShrink: 0, display: 'block' });

/** The gem's facets: the accent at four strengths, parted by hairlines in the surface colour. */
export const gemFacet = style({
  fill: vars.colour.formAccent,
  stroke: vars.colour.surface,
  strokeWidth: 1.5,
  strokeLinejoin: 'round',
  selectors: {
    '&[data-shade="light"]': { fillOpacity: 0.45 },
    '&[data-shade="medium"]': { fillOpacity: 0.65 },
    '&[data-shade="strong"]': { fillOpacity: 0.85 },
  },
});

export const wordmarkName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.02em',
  color: vars.colour.text,
});
