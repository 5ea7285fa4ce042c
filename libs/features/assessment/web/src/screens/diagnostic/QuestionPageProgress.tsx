import { Alert, ProgressBar, Switch, Text } from '@facet/design-system';
import { FormattedMessage, useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';

const { messages } = assessmentCatalogue;

export interface QuestionPageProgressProps {
  answeredCount: number;
  totalCount: number;
  /** The remaining statements' time at the reading pace; 0 hides it. */
  minutesLeft: number;
  /** The page before was answered faster than anyone reads: a kind word, never a block. */
  showPaceHint: boolean;
  autoAdvance: boolean;
  onAutoAdvanceChange: (autoAdvance: boolean) => void;
}

/** Under a page's heading: how far the person is, the time left, and how to answer. */
export function QuestionPageProgress({
  answeredCount,
  totalCount,
  minutesLeft,
  showPaceHint,
  autoAdvance,
  onAutoAdvanceChange,
}: QuestionPageProgressProps) {
  const intl = useIntl();
  return (
    <>
      <ProgressBar
        label={intl.formatMessage(messages.progressLabel)}
        value={answeredCount}
        maxValue={totalCount}
        valueLabel={intl.formatMessage(messages.progressValue, {
          answered: answeredCount,
          total: totalCount,
        })}
      />
      {minutesLeft > 0 && (
        <Text tone="secondary" size="small">
          <FormattedMessage {...messages.timeLeft} values={{ minutes: minutesLeft }} />
        </Text>
      )}
      {showPaceHint && (
        <Alert tone="info" title={intl.formatMessage(messages.paceHintTitle)}>
          <FormattedMessage {...messages.paceHint} />
        </Alert>
      )}
      <Text tone="secondary" size="small">
        <FormattedMessage {...messages.keyboardHint} />
      </Text>
      <Switch isSelected={autoAdvance} onChange={onAutoAdvanceChange}>
        <FormattedMessage {...messages.autoAdvance} />
      </Switch>
    </>
  );
}
