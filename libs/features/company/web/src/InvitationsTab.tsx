import { actsAsCompanyAdmin } from '@facet/company-domain';
import { showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useCompanyDataSource } from './company-data-source';
import { InvitationsTableView } from './InvitationsTableView';
import { companyMessages as messages } from './messages';

/** The Invitations tab: newest first, with cancel for company admins. */
export function InvitationsTab() {
  const intl = useIntl();
  const [page, setPage] = useState(1);
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const invitations = source.useInvitations(page);
  const [cancel, cancelling] = source.useCancelInvitation();
  return (
    <InvitationsTableView
      invitations={invitations.data?.invitation ?? []}
      page={invitations.data?.page ?? page}
      totalPages={invitations.data?.totalPages ?? 1}
      isLoading={invitations.isLoading}
      loadFailure={readApiFailure(invitations.error)}
      onRetry={() => void invitations.refetch()}
      onPageChange={setPage}
      canCancel={actsAsCompanyAdmin(company.data?.company.viewerRole)}
      cancelFailure={readApiFailure(cancelling.error)}
      onCancel={async (guest) => {
        const answer = await cancel({ guest });
        if ('error' in answer) return;
        showToast({ title: intl.formatMessage(messages.invitationCancelled), tone: 'positive' });
      }}
    />
  );
}
