import { Button, Heading, Stack, Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { assessmentCatalogue } from './messages';

const { messages } = assessmentCatalogue;

export interface DiagnosticIntroductionViewProps {
  onStart: () => void;
  isStarting: boolean;
}

/** What the assessment measures, how long it takes and that it can be paused. */
export function DiagnosticIntroductionView({
  onStart,
  isStarting,
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
        <FormattedMessage {...messages.introTime} />
      </Text>
      <Text>
        <FormattedMessage {...messages.introPause} />
      </Text>
      <Text tone="secondary">
        <FormattedMessage {...messages.introHonest} />
      </Text>
      <div>
        <Button onPress={onStart} isPending={isStarting}>
          <FormattedMessage {...messages.start} />
        </Button>
      </div>
    </Stack>
  );
}
