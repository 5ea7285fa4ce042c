import { Badge, Button, Card, Heading, Inline, Stack, Text } from '@facet/design-system';
import type { WebhookEndpointRecord } from '@facet/webhooks-domain';
import { useIntl } from 'react-intl';
import type { EndpointConfirmation } from './EndpointConfirmDialog';
import { webhooksMessages as messages } from './messages';
import { deliveryStatusBadges, eventLabels } from './webhook-labels';

export interface EndpointCardProps {
  endpoint: WebhookEndpointRecord;
  /** A call is under way for this endpoint, so its buttons wait. */
  busy: boolean;
  onSendTest: (endpoint: WebhookEndpointRecord) => void;
  onShowDeliveries: (endpoint: WebhookEndpointRecord) => void;
  /** Enabling needs no confirmation. */
  onSetActive: (endpoint: WebhookEndpointRecord, active: boolean) => Promise<void>;
  /** Asks to confirm rotating, disabling or deleting. */
  onAskConfirmation: (confirmation: EndpointConfirmation) => void;
}

/** One webhook endpoint: its events, state, secret hint and last delivery, and its actions. */
export function EndpointCard({
  endpoint,
  busy,
  onSendTest,
  onShowDeliveries,
  onSetActive,
  onAskConfirmation,
}: EndpointCardProps) {
  const intl = useIntl();
  const last = endpoint.last_delivery;
  return (
    <Card as="article">
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
            {endpoint.events.map((event) => intl.formatMessage(eventLabels[event])).join(', ')}
          </Text>
          <Text tone="secondary" size="small">
            {intl.formatMessage(messages.secretHint, { hint: endpoint.secret_hint })}
          </Text>
          <Text tone="secondary" size="small">
            {last
              ? intl.formatMessage(messages.lastDelivery, {
                  status: intl.formatMessage(deliveryStatusBadges[last.status].label),
                  date: intl.formatDate(last.at, { dateStyle: 'medium', timeStyle: 'short' }),
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
          <Button size="small" variant="secondary" onPress={() => onShowDeliveries(endpoint)}>
            {intl.formatMessage(messages.showDeliveries)}
          </Button>
          <Button
            size="small"
            variant="secondary"
            isDisabled={busy}
            onPress={() => onAskConfirmation({ kind: 'rotate', endpoint })}
          >
            {intl.formatMessage(messages.rotateSecret)}
          </Button>
          <Button
            size="small"
            variant="secondary"
            isDisabled={busy}
            onPress={() =>
              endpoint.active
                ? onAskConfirmation({ kind: 'disable', endpoint })
                : void onSetActive(endpoint, true)
            }
          >
            {intl.formatMessage(endpoint.active ? messages.disable : messages.enable)}
          </Button>
          <Button
            size="small"
            variant="critical"
            isDisabled={busy}
            onPress={() => onAskConfirmation({ kind: 'delete', endpoint })}
          >
            {intl.formatMessage(messages.delete)}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}
