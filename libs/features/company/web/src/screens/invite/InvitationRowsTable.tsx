import type { BulkRowReason } from '@facet/company-domain';
import { Badge, Stack, Text } from '@facet/design-system';
import { PagedTableView } from '@facet/platform-web-kit';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { companyMessages as messages } from '../../messages';

const rowReasonMessages: Record<BulkRowReason, MessageDescriptor> = {
  badEmail: messages.emailInvalid,
  badName: messages.fileRowBadName,
  unknownRole: messages.fileRowUnknownRole,
  unknownLanguage: messages.fileRowUnknownLanguage,
  duplicateRow: messages.fileRowDuplicate,
  roleNeedsAdministrator: messages.inviteRoleNeedsAdministrator,
  alreadyMember: messages.invite409,
  notInvitableHere: messages.fileRowNotInvitableHere,
  pendingHere: messages.invite400,
  invitedWithinTheHour: messages.inviteWithinTheHour,
};

const rowsPerPage = 25;

interface ShownRow {
  row: number;
  email: string;
  name: string;
  role: string;
  language: string;
  ok: boolean;
  reason: BulkRowReason | null;
}

/** The rows of an invitation file, page by page: each with what is wrong with it, if anything. */
export function InvitationRowsTable({
  rows,
  okLabel,
  notOkLabel,
  okText,
}: {
  rows: readonly ShownRow[];
  okLabel: MessageDescriptor;
  notOkLabel: MessageDescriptor;
  okText: MessageDescriptor;
}) {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const totalPages = Math.max(1, Math.ceil(rows.length / rowsPerPage));
  const shown = rows.slice((page - 1) * rowsPerPage, page * rowsPerPage);
  return (
    <PagedTableView
      label={intl.formatMessage(messages.fileRowsLabel)}
      rows={shown}
      rowKey={(row) => row.row}
      page={page}
      totalPages={totalPages}
      onPageChange={setPage}
      columns={[
        {
          id: 'row',
          label: intl.formatMessage(messages.fileColumnRow),
          render: (row) => intl.formatNumber(row.row),
        },
        {
          id: 'person',
          label: intl.formatMessage(messages.fileColumnPerson),
          isRowHeader: true,
          render: (row) => (
            // The address as bare cell text: the cell breaks it anywhere on a phone, where a
            // paragraph would only break between words and widen the card.
            <Stack space="xsmall">
              {row.email}
              <Text size="small" tone="secondary">
                {[row.name, row.role, row.language].filter(Boolean).join(' · ')}
              </Text>
            </Stack>
          ),
        },
        {
          id: 'result',
          label: intl.formatMessage(messages.fileColumnResult),
          render: (row) => (
            <Stack space="xsmall" align="left">
              <Badge tone={row.ok ? 'positive' : 'critical'}>
                {intl.formatMessage(row.ok ? okLabel : notOkLabel)}
              </Badge>
              <Text size="small">
                {intl.formatMessage(row.reason ? rowReasonMessages[row.reason] : okText)}
              </Text>
            </Stack>
          ),
        },
      ]}
      empty={{ title: intl.formatMessage(messages.fileNoValidRows) }}
    />
  );
}
