import type { ReactNode } from 'react';
import { heading, headingLevel } from './Heading.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps {
  children: ReactNode;
  /** The outline level; it also sets the size, so the visual order matches the document. */
  level: HeadingLevel;
  id?: string;
}

export function Heading({ children, level, id }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element id={id} className={`${heading} ${headingLevel[level]}`}>
      {children}
    </Element>
  );
}
