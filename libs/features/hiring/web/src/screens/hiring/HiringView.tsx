import type { HiringItem } from '@facet/hiring-domain';
import { EmptyState, ErrorState, Heading, Spinner, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { hiringMessages as messages } from '../../messages';

export interface HiringViewProps {
  items: readonly HiringItem[];
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
}

/** The hiring page: props only, so Storybook shows every state. */
export function HiringView({ items, isLoading, loadFailed, onRetry }: HiringViewProps) {
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
