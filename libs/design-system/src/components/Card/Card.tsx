import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { card } from './Card.css';

export const cardPaddings = ['medium', 'large'] as const;
export type CardPadding = (typeof cardPaddings)[number];

export interface CardProps {
  children: ReactNode;
  /** A heading at the top of the card. */
  title?: string;
  /**
   * Level 2 fits directly under the page's h1; use 3 inside a titled section, so heading
   * levels never skip.
   * @default 2
   */
  titleLevel?: HeadingLevel;
  /** @default 'large' */
  padding?: CardPadding;
  /**
   * 'section' when the card has a title and is a part of the page, 'article' when it stands
   * alone (one result, one profile).
   * @default 'div'
   */
  as?: 'div' | 'section' | 'article';
}

/** A raised surface that groups related content (profile card, company info). */
export function Card({
  children,
  title,
  titleLevel = 2,
  padding = 'large',
  as: Element = 'div',
}: CardProps) {
  return (
    <Element className={card} data-padding={padding}>
      {title && <Heading level={titleLevel}>{title}</Heading>}
      {children}
    </Element>
  );
}
