import type { ReactNode } from 'react';
import { badge, badgeDot } from './Badge.css';

/** How a state reads at a glance; each screen picks the tone of its own states. */
export const badgeTones = ['neutral', 'info', 'positive', 'caution', 'critical'] as const;
export type BadgeTone = (typeof badgeTones)[number];

export interface BadgeProps {
  /** @default 'neutral' */
  tone?: BadgeTone;
  /** The state's name, already translated. */
  children: ReactNode;
}

/**
 * A state's name with a colour and a dot. The badge knows tones, not states: a feature maps its
 * own statuses to a tone and a label, and the text alone carries the meaning.
 */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return (
    <span className={badge} data-tone={tone}>
      <span className={badgeDot} aria-hidden="true" />
      {children}
    </span>
  );
}
