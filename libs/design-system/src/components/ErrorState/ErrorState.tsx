import { useIntl } from 'react-intl';
import { designSystemCatalogue } from '../../catalogue';
import { Button } from '../Button/Button';
import { Heading, type HeadingLevel } from '../Heading/Heading';
import { stateBlock, stateBlockAction } from '../private/stateBlock.css';
import { ErrorIcon } from '../private/icons';
import { Text } from '../Text/Text';
import { errorStateIcon } from './ErrorState.css';

export interface ErrorStateProps {
  /** @default 'Something went wrong' (translated) */
  title?: string;
  /** The API's `message`, which is written for the user. */
  message?: string;
  /** Shows a "Try again" button that calls this (e.g. RTK Query's `refetch`). */
  onRetry?: () => void;
  /** Shows the retry button as working while the new attempt runs. */
  isRetrying?: boolean;
  /**
   * Level 2 fits directly under the page's h1; use 3 inside a titled section, so heading
   * levels never skip.
   * @default 2
   */
  headingLevel?: HeadingLevel;
}

/** Shown in place of content that failed to load, with a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  isRetrying = false,
  headingLevel = 2,
}: ErrorStateProps) {
  const intl = useIntl();
  const { messages } = designSystemCatalogue;
  return (
    <div role="alert" className={stateBlock}>
      <span className={errorStateIcon}>
        <ErrorIcon />
      </span>
      <Heading level={headingLevel}>
        {title ?? intl.formatMessage(messages.somethingWentWrong)}
      </Heading>
      {message && <Text tone="secondary">{message}</Text>}
      {onRetry && (
        <div className={stateBlockAction}>
          <Button variant="secondary" onPress={onRetry} isPending={isRetrying}>
            {intl.formatMessage(messages.tryAgain)}
          </Button>
        </div>
      )}
    </div>
  );
}
