import {
  Alert,
  Button,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { useConfirmation } from '@facet/platform-web-kit';
import type { WebhookEndpointRecord } from '@facet/webhooks-domain';
import { useIntl } from 'react-intl';
import { EndpointCard } from './EndpointCard';
import { EndpointConfirmDialog, type EndpointConfirmation } from './EndpointConfirmDialog';
import { webhooksMessages as messages, webhooksProblemMessages } from './messages';

export interface IntegrationsViewProps {
  endpoints: readonly WebhookEndpointRecord[];
  isLoading?: boolean | undefined;
  loadFailed?: boolean | undefined;
  onRetry?: () => void;
  onAdd: () => void;
  /** The endpoint a call is under way for, so its buttons wait. */
  busyEndpointId?: number | undefined;
  actionFailure?: ApiFailure | undefined;
  onSendTest: (endpoint: WebhookEndpointRecord) => void;
  onShowDeliveries: (endpoint: WebhookEndpointRecord) => void;
  /** The confirmed actions: each resolves once the call has answered. */
  onRotateSecret: (endpoint: WebhookEndpointRecord) => Promise<void>;
  onSetActive: (endpoint: WebhookEndpointRecord, active: boolean) => Promise<void>;
  onDelete: (endpoint: WebhookEndpointRecord) => Promise<void>;
}

/**
 * The Integrations tab of the company panel (company admins): the company's webhook endpoints,
 * each with its events, state, secret hint and last delivery, and what can be done with it.
 */
export function IntegrationsView({
  endpoints,
  isLoading,
  loadFailed,
  onRetry,
  onAdd,
  busyEndpointId,
  actionFailure,
  onSendTest,
  onShowDeliveries,
  onRotateSecret,
  onSetActive,
  onDelete,
}: IntegrationsViewProps) {
  const intl = useIntl();
  const { confirming: confirmation, ask, close } = useConfirmation<EndpointConfirmation>();
  const header = (
    <Stack space="small">
      <Inline space="medium" alignY="center" align="spaceBetween">
        <Heading level={2}>{intl.formatMessage(messages.title)}</Heading>
        <Button onPress={onAdd}>{intl.formatMessage(messages.addEndpoint)}</Button>
      </Inline>
      <Text tone="secondary">{intl.formatMessage(messages.intro)}</Text>
    </Stack>
  );
  if (isLoading) {
    return (
      <Stack space="large">
        {header}
        <Spinner label={intl.formatMessage(messages.loading)} />
      </Stack>
    );
  }
  if (loadFailed) {
    return (
      <Stack space="large">
        {header}
        <ErrorState message={intl.formatMessage(messages.loadFailed)} onRetry={onRetry} />
      </Stack>
    );
  }
  return (
    <Stack space="large">
      {header}
      {actionFailure && (
        <Alert tone="critical">
          {failureText(intl, actionFailure, webhooksProblemMessages, messages.actionFailed)}
        </Alert>
      )}
      {endpoints.length === 0 ? (
        <EmptyState
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(messages.emptyDescription)}
          headingLevel={3}
        />
      ) : (
        endpoints.map((endpoint) => (
          <EndpointCard
            key={endpoint.id}
            endpoint={endpoint}
            busy={busyEndpointId === endpoint.id}
            onSendTest={onSendTest}
            onShowDeliveries={onShowDeliveries}
            onSetActive={onSetActive}
            onAskConfirmation={ask}
          />
        ))
      )}
      {confirmation && (
        <EndpointConfirmDialog
          confirmation={confirmation}
          onClose={close}
          onRotateSecret={onRotateSecret}
          onSetActive={onSetActive}
          onDelete={onDelete}
        />
      )}
    </Stack>
  );
}
