import type { ReactNode } from 'react';
import { text, textSize, textTone, textWeight } from './Text.css';

export const textSizes = ['xsmall', 'small', 'standard', 'large'] as const;
export type TextSize = (typeof textSizes)[number];
/** Tones other than neutral are for text on the page or on the matching soft background. */
export const textTones = [
  'neutral',
  'secondary',
  'critical',
  'positive',
  'caution',
  'info',
] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'strong'] as const;
export type TextWeight = (typeof textWeights)[number];

export interface TextProps {
  children: ReactNode;
  /** @default 'standard' */
  size?: TextSize;
  /** @default 'neutral' */
  tone?: TextTone;
  /** @default 'regular' */
  weight?: TextWeight;
  /** @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'em';
  id?: string;
}

/** Body text on the typography scale. */
export function Text({
  children,
  size = 'standard',
  tone = 'neutral',
  weight = 'regular',
  as: Element = 'p',
  id,
}: TextProps) {
  return (
    <Element
      id={id}
      className={`${text} ${textSize[size]} ${textTone[tone]} ${textWeight[weight]}`}
    >
      {children}
    </Element>
  );
}
