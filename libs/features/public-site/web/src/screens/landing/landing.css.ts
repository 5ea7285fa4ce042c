import { breakpoints, vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

const tablet = `screen and (min-width: ${breakpoints.tablet}px)`;
const desktop = `screen and (min-width: ${breakpoints.desktop}px)`;

/** The hero's band: a quiet wash of the accent from edge to edge, fading into the page. */
export const heroBand = style({
  backgroundImage: `linear-gradient(180deg, ${vars.colour.backgroundTint} 0%, ${vars.colour.background} 100%)`,
  borderBottom: `${vars.size.borderWidth} solid ${vars.colour.border}`,
});

export const heroGrid = style({
  display: 'grid',
  gap: vars.space.xxxlarge,
  alignItems: 'center',
  paddingBlock: vars.space.xxxlarge,
  '@media': {
    [desktop]: {
      gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)',
      paddingBlock: '72px',
    },
  },
});

export const heroTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xxlarge,
  lineHeight: vars.lineHeight.xxlarge,
  fontWeight: vars.fontWeight.strong,
  letterSpacing: '-0.02em',
  '@media': {
    [tablet]: { fontSize: vars.fontSize.display, lineHeight: vars.lineHeight.display },
  },
});

export const heroActions = style({ paddingTop: vars.space.small });

/** The stylised report beside the hero text, with the team card overlapping its corner. */
export const visualFrame = style({
  position: 'relative',
  maxWidth: '440px',
  width: '100%',
  justifySelf: 'center',
  // Room for the team card, which overlaps the report's corner without hiding its last track.
  paddingBottom: '64px',
});

export const visualCard = style({
  padding: vars.space.xlarge,
  backgroundColor: vars.colour.surface,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.xlarge,
  boxShadow: vars.shadow.large,
});

export const visualTeamCard = style({
  position: 'absolute',
  insetInlineStart: `calc(-1 * ${vars.space.large})`,
  bottom: 0,
  padding: vars.space.medium,
  backgroundColor: vars.colour.surface,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.medium,
  '@media': { [`screen and (max-width: ${breakpoints.tablet - 1}px)`]: { insetInlineStart: 0 } },
});

export const visualSvg = style({ display: 'block', width: '100%', height: 'auto' });
export const fillAccent = style({ fill: vars.colour.formAccent });
export const fillAccentMuted = style({ fill: vars.colour.accentMuted });
export const fillAccentSoft = style({ fill: vars.colour.formAccentSoft });
export const fillNeutral = style({ fill: vars.colour.neutralSoft });
export const fillSecondary = style({ fill: vars.colour.textSecondary, fillOpacity: 0.55 });
export const markerDot = style({
  fill: vars.colour.formAccent,
  stroke: vars.colour.surface,
  strokeWidth: 3,
});
export const ringTrack = style({ fill: 'none', stroke: vars.colour.neutralSoft, strokeWidth: 6 });
export const ringValue = style({
  fill: 'none',
  stroke: vars.colour.formAccent,
  strokeWidth: 6,
  strokeLinecap: 'round',
});
export const avatarRing = style({ stroke: vars.colour.surface, strokeWidth: 3 });
export const divider = style({ stroke: vars.colour.border, strokeWidth: 1 });

/** The two figures of the about page, under the hero as proof. */
export const proofList = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxlarge,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const proofFigure = style({
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: vars.lineHeight.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.colour.formAccent,
});

export const stepBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '48px',
  height: '48px',
  borderRadius: vars.radius.large,
  backgroundColor: vars.colour.formAccentSoft,
  color: vars.colour.formAccent,
});

export const stepIcon = style({ width: '24px', height: '24px' });

export const stepNumberLabel = style({
  fontSize: vars.fontSize.small,
  lineHeight: vars.lineHeight.small,
  fontWeight: vars.fontWeight.medium,
  color: vars.colour.textSecondary,
});

/** The closing call to action: a tinted panel with the button. */
export const finalCall = style({
  padding: vars.space.xxlarge,
  borderRadius: vars.radius.xlarge,
  backgroundColor: vars.colour.backgroundTint,
  border: `${vars.size.borderWidth} solid ${vars.colour.border}`,
  '@media': { [tablet]: { padding: vars.space.xxxlarge } },
});
