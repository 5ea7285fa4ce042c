import type { InterviewGuidesItem } from '@facet/interview-guides-domain';
import { EmptyState, ErrorState, Heading, Spinner, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { interviewGuidesMessages as messages } from '../../messages';

export interface InterviewGuidesViewProps {
  items: readonly InterviewGuidesItem[];
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
}

/** The interview-guides page: props only, so Storybook shows every state. */
export function InterviewGuidesView({
  items,
  isLoading,
  loadFailed,
  onRetry,
}: InterviewGuidesViewProps) {
  const intl = useIntl();
  return (
    <Stack space="medium">
      <Heading level={1}>{intl.formatMessage(messages.title)}</Heading>
      {isLoading ? (
        <Spinner label={intl.formatMessage(messages.loading)} />
      ) : loadFailed ? (
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      ) : items.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
        />
      ) : (
        <Stack space="small">
          {items.map((item) => (
            <Text key={item.id}>{item.name}</Text>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
