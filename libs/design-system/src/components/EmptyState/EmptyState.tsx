import type { ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { InfoIcon } from '../private/icons';
import { Text } from '../Text/Text';
import { stateBlock, stateBlockAction } from '../private/stateBlock.css';
import { emptyStateIcon } from './EmptyState.css';

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
}

/** Shown in place of a list or table that has nothing in it. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  return (
    <div className={stateBlock}>
      <span className={emptyStateIcon}>
        <InfoIcon />
      </span>
      <Heading level={headingLevel}>{title}</Heading>
      {description && <Text tone="secondary">{description}</Text>}
      {action && <div className={stateBlockAction}>{action}</div>}
    </div>
  );
}
