import { actsAsCompanyAdmin, type InvitationRecord } from '@facet/company-domain';
import { Button, Inline, showToast, Stack } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from './company-data-source';
import { InvitationsTableView } from './InvitationsTableView';
import { InviteFromFileDialog } from './InviteFromFileDialog';
import { companyMessages as messages } from './messages';

/** The Invitations tab: newest first, with cancel for company admins and invitations from a file. */
export function InvitationsTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const invitations = source.useInvitations(page);
  const [cancel, cancelling] = source.useCancelInvitation();
  const [invitingFromFile, setInvitingFromFile] = useState(false);
  const [sendReminder, sendingReminder] = source.useSendReminder();
  const [sendingReminderTo, setSendingReminderTo] = useState<number>();
  const remind = async (invitation: InvitationRecord) => {
    setSendingReminderTo(invitation.invitation_id);
    const answer = await sendReminder({
      kind: 'invitation',
      invitation_id: invitation.invitation_id,
    });
    setSendingReminderTo(undefined);
    if ('error' in answer) return;
    showToast({
      title: intl.formatMessage(messages.reminderSent, { recipient: invitation.guest }),
      tone: 'positive',
    });
  };
  return (
    <Stack space="medium">
      <Inline space="small">
        <Button variant="secondary" onPress={() => setInvitingFromFile(true)}>
          {intl.formatMessage(messages.inviteFromFile)}
        </Button>
      </Inline>
      <InviteFromFileDialog isOpen={invitingFromFile} onOpenChange={setInvitingFromFile} />
      <InvitationsTableView
        invitations={invitations.data?.invitation ?? []}
        page={invitations.data?.page ?? page}
        totalPages={invitations.data?.totalPages ?? 1}
        isLoading={invitations.isLoading}
        loadFailure={readApiFailure(invitations.error)}
        onRetry={() => void invitations.refetch()}
        onPageChange={setPage}
        onSendReminder={(invitation) => void remind(invitation)}
        sendingReminderTo={sendingReminderTo}
        reminderFailure={readApiFailure(sendingReminder.error)}
        canCancel={actsAsCompanyAdmin(company.data?.company.viewerRole)}
        cancelFailure={readApiFailure(cancelling.error)}
        onCancel={async (guest) => {
          const answer = await cancel({ guest });
          if ('error' in answer) return;
          showToast({ title: intl.formatMessage(messages.invitationCancelled), tone: 'positive' });
        }}
      />
    </Stack>
  );
}
