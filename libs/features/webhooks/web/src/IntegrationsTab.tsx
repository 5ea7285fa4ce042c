import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import type { WebhookEndpointRecord } from '@facet/webhooks-domain';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AddEndpointDialogView } from './AddEndpointDialogView';
import { DeliveriesDialogView } from './DeliveriesDialogView';
import { IntegrationsView } from './IntegrationsView';
import { webhooksMessages as messages } from './messages';
import { SecretDialogView } from './SecretDialogView';
import {
  useCreateWebhookEndpointMutation,
  useDeleteWebhookEndpointMutation,
  useGetWebhookDeliveriesQuery,
  useGetWebhookEndpointsQuery,
  useRotateWebhookSecretMutation,
  useSendWebhookTestMutation,
  useUpdateWebhookEndpointMutation,
} from './webhooks-endpoints';

/** What an unwrapped call throws. */
type ActionError = Parameters<typeof readApiFailure>[0];

interface ShownSecret {
  secret: string;
  previousSecretExpiresAt?: string;
}

/** An endpoint's deliveries, loaded while their dialog is open. */
function EndpointDeliveries({
  endpoint,
  onClose,
}: {
  endpoint: WebhookEndpointRecord;
  onClose: () => void;
}) {
  const [page, setPage] = useState(1);
  const deliveries = useGetWebhookDeliveriesQuery({ id: endpoint.id, page });
  return (
    <DeliveriesDialogView
      endpointUrl={endpoint.url}
      deliveries={deliveries.data?.deliveries ?? []}
      page={deliveries.data?.page ?? page}
      totalPages={deliveries.data?.totalPages ?? 1}
      onPageChange={setPage}
      isLoading={deliveries.isLoading}
      loadFailed={deliveries.isError}
      onRetry={() => void deliveries.refetch()}
      onClose={onClose}
    />
  );
}

/** The Integrations tab of /company-panel: the webhook endpoints and their calls. */
export function IntegrationsTab() {
  const intl = useIntl();
  const endpoints = useGetWebhookEndpointsQuery();
  const [create, creating] = useCreateWebhookEndpointMutation();
  const [update] = useUpdateWebhookEndpointMutation();
  const [remove] = useDeleteWebhookEndpointMutation();
  const [rotate] = useRotateWebhookSecretMutation();
  const [sendTest] = useSendWebhookTestMutation();
  const [isAdding, setAdding] = useState(false);
  const [shownSecret, setShownSecret] = useState<ShownSecret>();
  const [isCopied, setCopied] = useState(false);
  const [deliveriesOf, setDeliveriesOf] = useState<WebhookEndpointRecord>();
  const [busyEndpointId, setBusyEndpointId] = useState<number>();
  const [actionError, setActionError] = useState<ActionError>();

  /** Runs one endpoint's call; a failure shows above the list and keeps a confirm dialog open. */
  const act = async <Answer,>(
    endpoint: WebhookEndpointRecord,
    call: () => Promise<Answer>,
  ): Promise<Answer> => {
    setBusyEndpointId(endpoint.id);
    setActionError(undefined);
    try {
      return await call();
    } catch (error) {
      setActionError(error as ActionError);
      throw error;
    } finally {
      setBusyEndpointId(undefined);
    }
  };

  const showSecret = (shown: ShownSecret) => {
    setCopied(false);
    setShownSecret(shown);
  };

  return (
    <>
      <IntegrationsView
        endpoints={endpoints.data?.endpoints ?? []}
        isLoading={endpoints.isLoading}
        loadFailed={endpoints.isError}
        onRetry={() => void endpoints.refetch()}
        onAdd={() => setAdding(true)}
        busyEndpointId={busyEndpointId}
        actionFailure={readApiFailure(actionError)}
        onSendTest={(endpoint) =>
          void act(endpoint, () => sendTest(endpoint.id).unwrap()).then(
            () =>
              showToast({
                title: intl.formatMessage(messages.testSent, { url: endpoint.url }),
                tone: 'positive',
              }),
            () => undefined,
          )
        }
        onShowDeliveries={setDeliveriesOf}
        onRotateSecret={async (endpoint) => {
          const rotated = await act(endpoint, () => rotate(endpoint.id).unwrap());
          showSecret({
            secret: rotated.secret,
            previousSecretExpiresAt: rotated.previous_secret_expires_at,
          });
        }}
        onSetActive={async (endpoint, active) => {
          await act(endpoint, () => update({ id: endpoint.id, update: { active } }).unwrap()).catch(
            () => undefined,
          );
        }}
        onDelete={async (endpoint) => {
          await act(endpoint, () => remove(endpoint.id).unwrap());
        }}
      />
      <AddEndpointDialogView
        isOpen={isAdding}
        onOpenChange={setAdding}
        isSending={creating.isLoading}
        failure={readApiFailure(creating.error)}
        onSubmit={async (endpoint) => {
          const answer = await create(endpoint);
          if ('error' in answer) return false;
          setAdding(false);
          showSecret({ secret: answer.data.secret });
          return true;
        }}
      />
      <SecretDialogView
        secret={shownSecret?.secret}
        previousSecretExpiresAt={shownSecret?.previousSecretExpiresAt}
        isCopied={isCopied}
        onCopy={(secret) => void navigator.clipboard.writeText(secret).then(() => setCopied(true))}
        onClose={() => setShownSecret(undefined)}
      />
      {deliveriesOf && (
        <EndpointDeliveries endpoint={deliveriesOf} onClose={() => setDeliveriesOf(undefined)} />
      )}
    </>
  );
}
