import { Box, Button, Heading, Stack, Text } from '@facet/design-system';
import { FormattedMessage } from 'react-intl';
import { publicSiteCatalogue } from '../../messages';
import { PageSection } from '../../PageSection';

const { messages } = publicSiteCatalogue;

export type ComponentStatus = 'checking' | 'operational' | 'unavailable';

export interface SystemStatusViewProps {
  api: ComponentStatus;
  database: ComponentStatus;
  version?: string;
  onRetry: () => void;
}

const statusTone = {
  checking: 'secondary',
  operational: 'positive',
  unavailable: 'critical',
} as const;

function StatusValue({ status, testId }: { status: ComponentStatus; testId: string }) {
  const message =
    status === 'checking'
      ? messages.systemStatusLoading
      : status === 'operational'
        ? messages.systemStatusOperational
        : messages.systemStatusUnavailable;
  return (
    <Box as="dd" data-testid={testId} margin="none">
      <Text as="span" tone={statusTone[status]} weight="medium">
        <FormattedMessage {...message} />
      </Text>
    </Box>
  );
}

/** Shows whether the web app reaches the API and the API reaches its database. */
export function SystemStatusView({ api, database, version, onRetry }: SystemStatusViewProps) {
  const checking = api === 'checking' || database === 'checking';
  return (
    <PageSection width="small">
      <Box as="section" aria-labelledby="system-status-title" aria-busy={checking}>
        <Stack space="large">
          <Heading level={1} id="system-status-title">
            <FormattedMessage {...messages.systemStatusTitle} />
          </Heading>
          <dl>
            <dt>
              <Text as="span" tone="secondary">
                <FormattedMessage {...messages.systemStatusApi} />
              </Text>
            </dt>
            <StatusValue status={api} testId="api-status" />
            <dt>
              <Text as="span" tone="secondary">
                <FormattedMessage {...messages.systemStatusDatabase} />
              </Text>
            </dt>
            <StatusValue status={database} testId="database-status" />
          </dl>
          {version && (
            <Text size="small" tone="secondary">
              <FormattedMessage {...messages.systemStatusVersion} values={{ version }} />
            </Text>
          )}
          <Box>
            <Button variant="secondary" onPress={onRetry} isDisabled={checking}>
              <FormattedMessage {...messages.systemStatusRetry} />
            </Button>
          </Box>
        </Stack>
      </Box>
    </PageSection>
  );
}
