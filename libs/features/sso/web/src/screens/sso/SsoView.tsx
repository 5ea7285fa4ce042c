import type { SsoItem } from '@facet/sso-domain';
import { EmptyState, ErrorState, Heading, Spinner, Stack, Text } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { ssoMessages as messages } from '../../messages';

export interface SsoViewProps {
  items: readonly SsoItem[];
  isLoading?: boolean;
  loadFailed?: boolean;
  onRetry?: () => void;
}

/** The sso page: props only, so Storybook shows every state. */
export function SsoView({ items, isLoading, loadFailed, onRetry }: SsoViewProps) {
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
