import { AlertDialog, Text } from '@facet/design-system';
import type { WebhookEndpointRecord } from '@facet/webhooks-domain';
import { useIntl } from 'react-intl';
import { webhooksMessages as messages } from './messages';

/** An endpoint action that is confirmed first, and its endpoint. */
export interface EndpointConfirmation {
  kind: 'rotate' | 'disable' | 'delete';
  endpoint: WebhookEndpointRecord;
}

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

export interface EndpointConfirmDialogProps {
  confirmation: EndpointConfirmation;
  onClose: () => void;
  /** The confirmed actions: each resolves once the call has answered. */
  onRotateSecret: (endpoint: WebhookEndpointRecord) => Promise<void>;
  onSetActive: (endpoint: WebhookEndpointRecord, active: boolean) => Promise<void>;
  onDelete: (endpoint: WebhookEndpointRecord) => Promise<void>;
}

/** Asks before rotating an endpoint's secret, disabling it or deleting it. */
export function EndpointConfirmDialog({
  confirmation,
  onClose,
  onRotateSecret,
  onSetActive,
  onDelete,
}: EndpointConfirmDialogProps) {
  const intl = useIntl();
  const text = confirmations[confirmation.kind];
  return (
    <AlertDialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={intl.formatMessage(text.title)}
      confirmLabel={intl.formatMessage(text.confirm)}
      cancelLabel={intl.formatMessage(messages.cancel)}
      variant={confirmation.kind === 'rotate' ? 'primary' : 'critical'}
      onConfirm={() => {
        const { kind, endpoint } = confirmation;
        if (kind === 'rotate') return onRotateSecret(endpoint);
        if (kind === 'disable') return onSetActive(endpoint, false);
        return onDelete(endpoint);
      }}
    >
      <Text>{intl.formatMessage(text.body, { url: confirmation.endpoint.url })}</Text>
    </AlertDialog>
  );
}
