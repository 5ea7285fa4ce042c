import { itemCount, questionnaireMinutes } from '@facet/assessment-domain';
import { Button, Heading, Stack, Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { assessmentCatalogue } from '../../messages';

const { messages } = assessmentCatalogue;

/** The saved part of an attempt in progress: where it resumes and how much is answered. */
export interface IntroductionProgress {
  page: number;
  totalPages: number;
  answered: number;
  total: number;
}

export interface DiagnosticIntroductionViewProps {
  onStart: () => void;
  isStarting: boolean;
  /** Set when an attempt is in progress: the button then continues it at its page. */
  progress?: IntroductionProgress;
}

/** What the assessment measures, how long it takes and that it can be paused. */
export function DiagnosticIntroductionView({
  onStart,
  isStarting,
  progress,
}: DiagnosticIntroductionViewProps) {
  return (
    <Stack space="large">
      <Heading level={1}>
        <FormattedMessage {...messages.introTitle} />
      </Heading>
      <Text>
        <FormattedMessage {...messages.introWhat} />
      </Text>
      <Text>
        <FormattedMessage
          {...messages.introTime}
          values={{ statements: itemCount, minutes: questionnaireMinutes }}
        />
      </Text>
      <Text>
        <FormattedMessage {...messages.introPause} />
      </Text>
      <Text tone="secondary">
        <FormattedMessage {...messages.introHonest} />
      </Text>
      {progress && (
        <Text weight="medium">
          <FormattedMessage
            {...messages.progressSoFar}
            values={{ answered: progress.answered, total: progress.total }}
          />
        </Text>
      )}
      <div>
        <Button onPress={onStart} isPending={isStarting}>
          {progress ? (
            <FormattedMessage
              {...messages.continueAtPage}
              values={{ page: progress.page, totalPages: progress.totalPages }}
            />
          ) : (
            <FormattedMessage {...messages.start} />
          )}
        </Button>
      </div>
    </Stack>
  );
}
