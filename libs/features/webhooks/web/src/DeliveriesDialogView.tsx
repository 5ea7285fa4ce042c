import { Badge, Dialog, DialogActions, Button, Stack, Text } from '@facet/design-system';
import { PagedTableView, type PagedList } from '@facet/platform-web-kit';
import type { WebhookDeliveryRecord } from '@facet/webhooks-domain';
import { useIntl } from 'react-intl';
import { webhooksMessages as messages } from './messages';
import { deliveryStatusBadges, eventLabels } from './webhook-labels';

export interface DeliveriesDialogViewProps extends PagedList {
  /** The endpoint whose deliveries show; no dialog without one. */
  endpointUrl: string | undefined;
  deliveries: readonly WebhookDeliveryRecord[];
  loadFailed?: boolean | undefined;
  onClose: () => void;
}

/** An endpoint's recent deliveries, newest first, each with its status and last answer. */
export function DeliveriesDialogView({
  endpointUrl,
  deliveries,
  loadFailed,
  onClose,
  ...list
}: DeliveriesDialogViewProps) {
  const intl = useIntl();
  const dateTime = (value: string) =>
    intl.formatDate(value, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Dialog
      title={intl.formatMessage(messages.deliveriesTitle, { url: endpointUrl })}
      isOpen={endpointUrl !== undefined}
      onOpenChange={(open) => !open && onClose()}
      size="large"
    >
      <PagedTableView
        {...list}
        label={intl.formatMessage(messages.deliveriesTableLabel)}
        rows={deliveries}
        rowKey={(delivery) => delivery.id}
        columns={[
          {
            id: 'event',
            label: intl.formatMessage(messages.columnEvent),
            isRowHeader: true,
            render: (delivery) => (
              <Stack space="xsmall">
                <Text>{intl.formatMessage(eventLabels[delivery.event_type])}</Text>
                <Text tone="secondary" size="small">
                  {delivery.message_id}
                </Text>
              </Stack>
            ),
          },
          {
            id: 'status',
            label: intl.formatMessage(messages.columnStatus),
            render: (delivery) => {
              const badge = deliveryStatusBadges[delivery.status];
              return <Badge tone={badge.tone}>{intl.formatMessage(badge.label)}</Badge>;
            },
          },
          {
            id: 'attempts',
            label: intl.formatMessage(messages.columnAttempts),
            render: (delivery) => intl.formatNumber(delivery.attempts),
          },
          {
            id: 'outcome',
            label: intl.formatMessage(messages.columnOutcome),
            render: (delivery) => (
              <Stack space="xsmall">
                {delivery.last_status_code !== null && (
                  <Text>
                    {intl.formatMessage(messages.statusCode, { code: delivery.last_status_code })}
                  </Text>
                )}
                {delivery.last_error && (
                  <Text tone="secondary" size="small">
                    {delivery.last_error}
                  </Text>
                )}
                {delivery.next_attempt_at && (
                  <Text tone="secondary" size="small">
                    {intl.formatMessage(messages.nextAttempt, {
                      date: dateTime(delivery.next_attempt_at),
                    })}
                  </Text>
                )}
              </Stack>
            ),
          },
          {
            id: 'created',
            label: intl.formatMessage(messages.columnCreated),
            render: (delivery) => dateTime(delivery.created_at),
          },
        ]}
        empty={{
          title: intl.formatMessage(messages.noDeliveriesTitle),
          description: intl.formatMessage(messages.noDeliveriesDescription),
        }}
        loadError={loadFailed ? intl.formatMessage(messages.deliveriesLoadFailed) : undefined}
      />
      <DialogActions>
        <Button variant="secondary" onPress={onClose}>
          {intl.formatMessage(messages.close)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
