import type { AdminCompanyRecord } from '@facet/admin-domain';
import { Button, Dialog, DialogActions, Stack, Text, TextField } from '@facet/design-system';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { adminMessages as messages } from '../../messages';

export interface DeleteCompanyDialogProps {
  company: AdminCompanyRecord;
  onClose: () => void;
  /** The dialog closes when it resolves and stays open when it rejects. */
  onConfirm: () => Promise<void>;
}

/**
 * Deleting a company takes its members, profiles and groups with it, so the admin types the
 * company's name before the delete button wakes up.
 */
export function DeleteCompanyDialog({ company, onClose, onConfirm }: DeleteCompanyDialogProps) {
  const intl = useIntl();
  const [typed, setTyped] = useState('');
  const [isDeleting, setDeleting] = useState(false);
  const matches = typed.trim() === company.name;
  return (
    <Dialog
      role="alertdialog"
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title={intl.formatMessage(messages.deleteCompanyTitle, { name: company.name })}
    >
      <Stack space="medium">
        <Text>{intl.formatMessage(messages.deleteCompanyBody)}</Text>
        <TextField
          label={intl.formatMessage(messages.typeCompanyName, { name: company.name })}
          value={typed}
          onChange={setTyped}
          autoComplete="off"
        />
        <DialogActions>
          <Button variant="secondary" onPress={onClose} isDisabled={isDeleting}>
            {intl.formatMessage(messages.cancel)}
          </Button>
          <Button
            variant="critical"
            isDisabled={!matches}
            isPending={isDeleting}
            onPress={async () => {
              setDeleting(true);
              try {
                await onConfirm();
                onClose();
              } finally {
                setDeleting(false);
              }
            }}
          >
            {intl.formatMessage(messages.deleteCompanyConfirm)}
          </Button>
        </DialogActions>
      </Stack>
    </Dialog>
  );
}
