import { vars } from '@facet/design-system';
import { keyframes, style } from '@vanilla-extract/css';

const reducedMotion = '(prefers-reduced-motion: reduce)';

const grow = keyframes({
  from: { opacity: 0, transform: 'scale(0.6)' },
  to: { opacity: 1, transform: 'scale(1)' },
});

const draw = keyframes({ to: { strokeDashoffset: 0 } });

/** The finish moment's card: its words and its one action centred under the mark. */
export const finishMoment = style({ textAlign: 'center' });

/** A round mark that grows in once; still for people who ask for reduced motion. */
export const finishMark = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '5rem',
  height: '5rem',
  borderRadius: vars.radius.full,
  backgroundColor: vars.colour.positiveSoft,
  color: vars.colour.textPositive,
  animation: `${grow} 360ms ease-out`,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const finishMarkIcon = style({ width: '2.75rem', height: '2.75rem' });

/** The tick draws itself after the mark has grown; drawn at once under reduced motion. */
export const finishTick = style({
  strokeDasharray: 24,
  strokeDashoffset: 24,
  animation: `${draw} 420ms 240ms ease-out forwards`,
  '@media': { [reducedMotion]: { animation: 'none', strokeDashoffset: 0 } },
});
