import type { PipelinePerson } from '@facet/company-domain';
import { Button, Inline, Stack, Text } from '@facet/design-system';
import { TableExport, type TableExportState } from '@facet/platform-web-kit';
import { useIntl } from 'react-intl';
import { companyMessages as messages } from '../../messages';

export interface PeopleBulkBarProps {
  selectedPeople: readonly PipelinePerson[];
  canManage?: boolean | undefined;
  onBulkRemind?: (() => void) | undefined;
  /** Asks to cancel the selection's open invitations (the view confirms first). */
  onBulkCancel?: (() => void) | undefined;
  onBulkAddToGroup?: (() => void) | undefined;
  onClearSelection: () => void;
  bulkExport?: TableExportState | undefined;
  isBulkBusy?: boolean | undefined;
}

/** The actions on the selected rows; adding to a group and the export take members only. */
export function PeopleBulkBar({
  selectedPeople,
  canManage,
  onBulkRemind,
  onBulkCancel,
  onBulkAddToGroup,
  onClearSelection,
  bulkExport,
  isBulkBusy,
}: PeopleBulkBarProps) {
  const intl = useIntl();
  const hasMembers = selectedPeople.some((person) => person.kind === 'member');
  const hasOpenInvitations = selectedPeople.some((person) => person.status === 'invited');
  return (
    <section aria-label={intl.formatMessage(messages.bulkActionsLabel)}>
      <Stack space="small">
        <Inline space="small" alignY="center">
          <Text weight="strong">
            {intl.formatMessage(messages.selectedCount, { count: selectedPeople.length })}
          </Text>
          {onBulkRemind && (
            <Button variant="secondary" isDisabled={isBulkBusy} onPress={onBulkRemind}>
              {intl.formatMessage(messages.bulkRemind)}
            </Button>
          )}
          {canManage && onBulkCancel && (
            <Button
              variant="secondary"
              isDisabled={isBulkBusy || !hasOpenInvitations}
              onPress={onBulkCancel}
            >
              {intl.formatMessage(messages.bulkCancel)}
            </Button>
          )}
          {onBulkAddToGroup && (
            <Button
              variant="secondary"
              isDisabled={isBulkBusy || !hasMembers}
              onPress={onBulkAddToGroup}
            >
              {intl.formatMessage(messages.bulkAddToGroup)}
            </Button>
          )}
          <Button variant="quiet" onPress={onClearSelection}>
            {intl.formatMessage(messages.clearSelection)}
          </Button>
        </Inline>
        {bulkExport && <TableExport {...bulkExport} isDisabled={!hasMembers} />}
      </Stack>
    </section>
  );
}
