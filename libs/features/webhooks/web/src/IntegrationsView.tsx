import {
  Alert,
  AlertDialog,
  Badge,
  Button,
  Card,
  EmptyState,
  ErrorState,
  Heading,
  Inline,
  Spinner,
  Stack,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import type { WebhookEndpointRecord } from '@facet/webhooks-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { webhooksMessages as messages, webhooksProblemMessages } from './messages';
import { deliveryStatusBadges, eventLabels } from './webhook-labels';

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

type Confirmation = { kind: 'rotate' | 'disable' | 'delete'; endpoint: WebhookEndpointRecord };

/** What each confirmation asks, and its button. */
const confirmations = {
  rotate: {
    title: messages.rotateTitle,
    body: messages.rotateBody,
    confirm: messages.rotateConfirm,
  },
  disable: {
    title: messages.disableTitle,
    body: messages.disableBody,
    confirm: messages.disableConfirm,
  },
  delete: {
    title: messages.deleteTitle,
    body: messages.deleteBody,
    confirm: messages.deleteConfirm,
  },
};

/** The statuses of the endpoint actions that have their own sentence. */
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
  const [confirmation, setConfirmation] = useState<Confirmation>();
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
  const confirmText = confirmation && confirmations[confirmation.kind];
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
        endpoints.map((endpoint) => {
          const busy = busyEndpointId === endpoint.id;
          const last = endpoint.last_delivery;
          return (
            <Card key={endpoint.id} as="article">
              <Stack space="medium">
                <Stack space="xsmall">
                  <Inline space="small" alignY="center">
                    <Heading level={3}>{endpoint.url}</Heading>
                    <Badge tone={endpoint.active ? 'positive' : 'neutral'}>
                      {intl.formatMessage(endpoint.active ? messages.active : messages.disabled)}
                    </Badge>
                    {endpoint.include_scores && (
                      <Badge tone="caution">{intl.formatMessage(messages.withScores)}</Badge>
                    )}
                  </Inline>
                  {endpoint.description && <Text>{endpoint.description}</Text>}
                  <Text tone="secondary" size="small">
                    {endpoint.events
                      .map((event) => intl.formatMessage(eventLabels[event]))
                      .join(', ')}
                  </Text>
                  <Text tone="secondary" size="small">
                    {intl.formatMessage(messages.secretHint, { hint: endpoint.secret_hint })}
                  </Text>
                  <Text tone="secondary" size="small">
                    {last
                      ? intl.formatMessage(messages.lastDelivery, {
                          status: intl.formatMessage(deliveryStatusBadges[last.status].label),
                          date: intl.formatDate(last.at, {
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          }),
                        })
                      : intl.formatMessage(messages.noDeliveryYet)}
                  </Text>
                </Stack>
                <Inline space="small">
                  <Button
                    size="small"
                    variant="secondary"
                    isPending={busy}
                    isDisabled={!endpoint.active || busy}
                    onPress={() => onSendTest(endpoint)}
                  >
                    {intl.formatMessage(messages.sendTest)}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    onPress={() => onShowDeliveries(endpoint)}
                  >
                    {intl.formatMessage(messages.showDeliveries)}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={busy}
                    onPress={() => setConfirmation({ kind: 'rotate', endpoint })}
                  >
                    {intl.formatMessage(messages.rotateSecret)}
                  </Button>
                  <Button
                    size="small"
                    variant="secondary"
                    isDisabled={busy}
                    onPress={() =>
                      endpoint.active
                        ? setConfirmation({ kind: 'disable', endpoint })
                        : void onSetActive(endpoint, true)
                    }
                  >
                    {intl.formatMessage(endpoint.active ? messages.disable : messages.enable)}
                  </Button>
                  <Button
                    size="small"
                    variant="critical"
                    isDisabled={busy}
                    onPress={() => setConfirmation({ kind: 'delete', endpoint })}
                  >
                    {intl.formatMessage(messages.delete)}
                  </Button>
                </Inline>
              </Stack>
            </Card>
          );
        })
      )}
      {confirmation && confirmText && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => !open && setConfirmation(undefined)}
          title={intl.formatMessage(confirmText.title)}
          confirmLabel={intl.formatMessage(confirmText.confirm)}
          cancelLabel={intl.formatMessage(messages.cancel)}
          variant={confirmation.kind === 'rotate' ? 'primary' : 'critical'}
          onConfirm={() => {
            const { kind, endpoint } = confirmation;
            if (kind === 'rotate') return onRotateSecret(endpoint);
            if (kind === 'disable') return onSetActive(endpoint, false);
            return onDelete(endpoint);
          }}
        >
          <Text>{intl.formatMessage(confirmText.body, { url: confirmation.endpoint.url })}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
