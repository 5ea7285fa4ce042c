import { vars } from '@facet/design-system';
import { style } from '@vanilla-extract/css';

/** The score beside its bar, on one line; the bar takes what the number leaves. */
export const fitBar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  minWidth: '8rem',
});

export const fitTrack = style({
  flex: '1 1 auto',
  height: '0.5rem',
  borderRadius: vars.radius.full,
  background: vars.colour.neutralSoft,
  overflow: 'hidden',
});

export const fitFill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.full,
  background: vars.colour.formAccent,
});

/** Numbers of one width, so the scores line up down the column. */
export const fitNumber = style({ fontVariantNumeric: 'tabular-nums', minWidth: '2.75rem' });
