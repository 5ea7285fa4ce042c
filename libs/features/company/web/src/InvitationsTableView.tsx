import type { InvitationRecord } from '@facet/company-domain';
import {
  Alert,
  AlertDialog,
  Button,
  EmptyState,
  ErrorState,
  Pagination,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableColumn,
  TableHeader,
  TableRow,
  Text,
} from '@facet/design-system';
import { failureText, type ApiFailure } from '@facet/platform-api-client';
import { roleLabel } from '@facet/platform-kernel-web';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { InvitationStatusBadge } from './InvitationStatusBadge';
import { companyMessages as messages } from './messages';

export interface InvitationsTableViewProps {
  invitations: readonly InvitationRecord[];
  page: number;
  totalPages: number;
  isLoading?: boolean;
  loadFailure?: ApiFailure;
  onRetry?: () => void;
  onPageChange: (page: number) => void;
  /** Company admins may cancel pending invitations. */
  canCancel?: boolean;
  cancelFailure?: ApiFailure;
  onCancel?: (guest: string) => Promise<void>;
}

/** The paged invitations table of the panel, newest first, with cancel on pending rows. */
export function InvitationsTableView({
  invitations,
  page,
  totalPages,
  isLoading,
  loadFailure,
  onRetry,
  onPageChange,
  canCancel,
  cancelFailure,
  onCancel,
}: InvitationsTableViewProps) {
  const intl = useIntl();
  const [cancelling, setCancelling] = useState<string | null>(null);
  if (loadFailure) {
    return (
      <ErrorState message={intl.formatMessage(messages.loadInvitationsFailed)} onRetry={onRetry} />
    );
  }
  return (
    <Stack space="medium">
      {cancelFailure && (
        <Alert tone="critical">
          {failureText(
            intl,
            cancelFailure,
            { 403: messages.onlyAdmins },
            messages.cancelInvitationFailed,
          )}
        </Alert>
      )}
      {isLoading ? (
        <Text tone="secondary">{intl.formatMessage(messages.loading)}</Text>
      ) : (
        <Table aria-label={intl.formatMessage(messages.invitationsTableLabel)}>
          <TableHeader>
            <TableColumn id="guest" isRowHeader>
              {intl.formatMessage(messages.columnGuest)}
            </TableColumn>
            <TableColumn id="role">{intl.formatMessage(messages.columnRole)}</TableColumn>
            <TableColumn id="date">{intl.formatMessage(messages.columnDate)}</TableColumn>
            <TableColumn id="status">{intl.formatMessage(messages.columnStatus)}</TableColumn>
            <TableColumn id="actions">{intl.formatMessage(messages.columnActions)}</TableColumn>
          </TableHeader>
          <TableBody
            items={invitations.map((invitation) => ({
              ...invitation,
              id: invitation.invitation_id,
            }))}
            emptyContent={
              <EmptyState
                title={intl.formatMessage(messages.noInvitationsTitle)}
                description={intl.formatMessage(messages.noInvitationsDescription)}
              />
            }
          >
            {(invitation) => (
              <TableRow id={invitation.invitation_id}>
                <TableCell>{invitation.guest}</TableCell>
                <TableCell>{roleLabel(intl, invitation.role)}</TableCell>
                <TableCell>{intl.formatDate(invitation.date, { dateStyle: 'medium' })}</TableCell>
                <TableCell>
                  <InvitationStatusBadge status={invitation.status} />
                </TableCell>
                <TableCell>
                  {canCancel && invitation.status === 'pending' ? (
                    <Button
                      size="small"
                      variant="quiet"
                      onPress={() => setCancelling(invitation.guest)}
                    >
                      {intl.formatMessage(messages.cancelInvitation, { guest: invitation.guest })}
                    </Button>
                  ) : (
                    ''
                  )}
                </TableCell>
              </TableRow>
            )}
          </TableBody>
        </Table>
      )}
      <Pagination
        page={page}
        totalPages={totalPages}
        onPageChange={onPageChange}
        isDisabled={isLoading}
      />
      {cancelling && (
        <AlertDialog
          isOpen
          onOpenChange={(open) => {
            if (!open) setCancelling(null);
          }}
          title={intl.formatMessage(messages.cancelInvitationTitle, { guest: cancelling })}
          confirmLabel={intl.formatMessage(messages.cancelInvitationConfirm)}
          cancelLabel={intl.formatMessage(messages.keepInvitation)}
          onConfirm={async () => {
            await onCancel?.(cancelling);
          }}
        >
          <Text>{intl.formatMessage(messages.cancelInvitationBody)}</Text>
        </AlertDialog>
      )}
    </Stack>
  );
}
