import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { Text } from '../Text/Text';
import { stateBlock, stateBlockAction } from '../private/stateBlock.css';
import { EmptyIllustration } from './EmptyIllustration';
import { illustrationSlot } from './EmptyState.css';

export interface EmptyStateProps {
  /** What is missing: "No groups yet". */
  title: string;
  /** What the user can do about it. */
  description?: string;
  /** Usually a Button that creates the first item. */
  action?: ReactNode;
  /**
   * Level 2 fits directly under the page's h1; use 3 inside a titled section, so heading
   * levels never skip.
   * @default 2
   */
  headingLevel?: HeadingLevel;
  /**
   * A small decorative picture above the title (an inline SVG, about 120x96), for a state that
   * deserves its own; every other empty state shows the default one.
   */
  illustration?: ReactNode;
}

/** Shown in place of a list or table that has nothing in it. */
export function EmptyState({
  title,
  description,
  action,
  headingLevel = 2,
  illustration = <EmptyIllustration />,
}: EmptyStateProps) {
  return (
    <div className={stateBlock}>
      <span className={illustrationSlot}>{illustration}</span>
      <Heading level={headingLevel}>{title}</Heading>
      {description && <Text tone="secondary">{description}</Text>}
      {action && <div className={stateBlockAction}>{action}</div>}
    </div>
  );
}
