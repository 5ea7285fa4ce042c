import type { PipelinePerson } from '@facet/company-domain';
import { AlertDialog } from '@facet/design-system';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';
import { personName } from './PersonActionsMenu';

/** An action of the pipeline that asks first. */
export type Confirming =
  | { action: 'remove'; person: PipelinePerson }
  | { action: 'cancel'; person: PipelinePerson }
  | { action: 'bulkCancel'; count: number };

export interface PeopleConfirmDialogProps {
  confirming: Confirming;
  onClose: () => void;
  onRemove?: ((person: PipelinePerson) => Promise<void>) | undefined;
  onCancel?: ((person: PipelinePerson) => Promise<void>) | undefined;
  onBulkCancel?: (() => Promise<void>) | undefined;
}

/** Asks before removing a member, cancelling an invitation, or cancelling the selected ones. */
export function PeopleConfirmDialog({
  confirming,
  onClose,
  onRemove,
  onCancel,
  onBulkCancel,
}: PeopleConfirmDialogProps) {
  const intl = useIntl();
  const onOpenChange = (open: boolean) => {
    if (!open) onClose();
  };
  switch (confirming.action) {
    case 'remove':
      return (
        <AlertDialog
          isOpen
          onOpenChange={onOpenChange}
          title={intl.formatMessage(messages.releaseTitle, { name: personName(confirming.person) })}
          confirmLabel={intl.formatMessage(messages.releaseConfirm)}
          onConfirm={() => onRemove?.(confirming.person)}
        >
          {intl.formatMessage(messages.releaseBody)}
        </AlertDialog>
      );
    case 'cancel':
      return (
        <AlertDialog
          isOpen
          onOpenChange={onOpenChange}
          title={intl.formatMessage(messages.cancelInvitationTitle, {
            guest: confirming.person.email,
          })}
          confirmLabel={intl.formatMessage(messages.cancelInvitationConfirm)}
          cancelLabel={intl.formatMessage(messages.keepInvitation)}
          onConfirm={() => onCancel?.(confirming.person)}
        >
          {intl.formatMessage(messages.cancelInvitationBody)}
        </AlertDialog>
      );
    case 'bulkCancel':
      return (
        <AlertDialog
          isOpen
          onOpenChange={onOpenChange}
          title={intl.formatMessage(messages.bulkCancelTitle, { count: confirming.count })}
          confirmLabel={intl.formatMessage(messages.bulkCancel)}
          cancelLabel={intl.formatMessage(messages.keepInvitation)}
          onConfirm={() => onBulkCancel?.()}
        >
          {intl.formatMessage(messages.bulkCancelBody)}
        </AlertDialog>
      );
  }
}
