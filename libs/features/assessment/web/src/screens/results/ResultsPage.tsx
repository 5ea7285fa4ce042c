import { Heading, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { assessmentCatalogue } from '../../messages';
import { ResultsTable } from './ResultsTable';

const { messages } = assessmentCatalogue;

/** /results: the signed-in person's own results, newest first; /account keeps the profile. */
export function ResultsPage() {
  const intl = useIntl();
  return (
    <Stack space="large">
      <Stack space="small">
        <Heading level={1}>{intl.formatMessage(messages.resultsPageTitle)}</Heading>
        <Text tone="secondary">{intl.formatMessage(messages.resultsPageIntro)}</Text>
      </Stack>
      <ResultsTable />
    </Stack>
  );
}
