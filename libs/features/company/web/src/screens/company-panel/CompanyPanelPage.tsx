import type { SectionPanel } from '@facet/platform-web-kit';
import { actsAsCompanyAdmin, mayInviteWithRole } from '@facet/company-domain';
import { ErrorState, showToast } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { languages } from '@facet/platform-kernel';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useCompanyDataSource } from '../../company-data-source';
import { CompanyPanelView } from './CompanyPanelView';
import { InviteDialogView } from '../invite/InviteDialogView';
import { useNoInvitePositions, type UseInvitePositionChoices } from '../invite/invite-positions';
import { companyMessages as messages } from '../../messages';

export interface CompanyPanelPageProps {
  tabs: readonly SectionPanel[];
  /** The back office names the company instead of "Company panel" and leaves support out. */
  title?: string;
  showSupport?: boolean;
  /** More actions beside invite (the back office's licences). */
  actions?: ReactNode;
  /** The open positions an invitation may name (hiring's, passed in by the app; D95). */
  usePositionChoices?: UseInvitePositionChoices;
}

/**
 * /company-panel, and the back office's /admin/dashboard/company/{id} under a
 * `CompanyDataSourceProvider`: the sections of `tabs`, the selected one kept in `?tab=`, and the
 * invite dialog.
 */
export function CompanyPanelPage({
  tabs,
  title,
  showSupport,
  actions,
  usePositionChoices = useNoInvitePositions,
}: CompanyPanelPageProps) {
  const intl = useIntl();
  const positions = usePositionChoices();
  const [searchParams, setSearchParams] = useSearchParams();
  const [inviting, setInviting] = useState(false);
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const [invite, invitation] = source.useInvite();
  const failure = readApiFailure(company.error);
  if (failure?.status === 403) {
    return <ErrorState title={intl.formatMessage(messages.accessDenied)} />;
  }
  const viewerRole = company.data?.company.viewerRole;
  const shownTabs = tabs.filter((tab) => !tab.adminOnly || actsAsCompanyAdmin(viewerRole));
  const requested = searchParams.get('tab');
  const selected =
    shownTabs.find(
      (tab) => tab.id === requested || tab.aliases?.some((alias) => alias === requested),
    )?.id ??
    shownTabs[0]?.id ??
    'info';
  return (
    <CompanyPanelView
      title={title}
      showSupport={showSupport}
      actions={actions}
      sections={shownTabs.map(({ id, title, Panel }) => ({
        id,
        title: intl.formatMessage(title),
        content: <Panel />,
      }))}
      selectedSection={selected}
      onSectionChange={(id) => setSearchParams({ tab: id }, { replace: true })}
      onInvite={() => {
        invitation.reset();
        setInviting(true);
      }}
      dialogs={
        <InviteDialogView
          isOpen={inviting}
          onOpenChange={setInviting}
          mayInviteAdmins={viewerRole !== undefined && mayInviteWithRole(viewerRole, 'admin')}
          isSending={invitation.isLoading}
          failure={readApiFailure(invitation.error)}
          positions={positions}
          onSubmit={async ({ guest, role, assignLicense: assignLicence, position_id }) => {
            const answer = await invite({
              guest,
              role,
              assignLicense: assignLicence,
              ...(position_id !== undefined && { position_id }),
              host: company.data?.company.email,
              neededRole: 'manager',
              company_id: company.data?.company.company_id,
              lang: languages.find((lang) => intl.locale.startsWith(lang)) ?? 'en',
            });
            if ('error' in answer) return false;
            setInviting(false);
            setSearchParams({ tab: 'invitations' }, { replace: true });
            showToast({
              title: intl.formatMessage(messages.inviteSent, { guest }),
              tone: 'positive',
            });
            return true;
          }}
        />
      }
    />
  );
}
