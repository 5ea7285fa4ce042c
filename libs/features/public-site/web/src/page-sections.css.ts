import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** Cards that wrap onto as many columns as fit, one column on a phone. */
export const cardGrid = style({
  display: 'grid',
  // 18rem: three columns in the large container, one on a phone.
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 18rem), 1fr))',
  gap: vars.space.large,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const figure = style({
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
  margin: 0,
});

export const avatar = style({ display: 'block' });
export const avatarCircle = style({ fill: vars.colour.formAccentSoft });
export const avatarRing = style({
  fill: 'none',
  stroke: vars.colour.accentMuted,
  strokeWidth: 4,
});
export const avatarInitials = style({
  fill: vars.colour.formAccent,
  fontFamily: vars.fontFamily,
  fontWeight: vars.fontWeight.strong,
});

export const legalPoints = style({
  margin: 0,
  paddingLeft: vars.space.xlarge,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.medium,
});
