import { showToast, Spinner } from '@facet/design-system';
import { readApiFailure } from '@facet/platform-api-client';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { useSendMailMutation } from '../../admin-endpoints';
import { AdminDashboardView } from './AdminDashboardView';
import { AdminsTab } from '../admins/AdminsTab';
import { CompaniesTab } from '../companies/CompaniesTab';
import { instrumentReportMessages } from '../../instrument-report-catalogue';
import { adminMessages as messages } from '../../messages';
import { SendMailDialogView } from './SendMailDialogView';
import { UsersTab } from '../users/UsersTab';

/**
 * Its own chunk: the report names every item and scale in three languages, which the other tabs
 * never need.
 */
const InstrumentReportTab = lazy(async () => ({
  default: (await import('../instrument-report/InstrumentReportTab')).InstrumentReportTab,
}));

export const dashboardTabs = [
  'users',
  'companies',
  'contacts',
  'arsulipo',
  'admins',
  'audit-trail',
  'instrument-report',
  'security',
] as const;

/** The lists other features own, handed in by the app so the back office does not import them. */
export interface AdminDashboardPanels {
  contacts: ComponentType;
  arsulipo: ComponentType;
  /** The audit trail of the whole platform. */
  auditTrail: ComponentType;
  /** The signed-in admin's own second factor (session's, D98). */
  security: ComponentType;
}

/** /admin/dashboard: the eight tabs (the selected one kept in `?tab=`) and the send e-mail dialog. */
export function AdminDashboardPage({ panels }: { panels: AdminDashboardPanels }) {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const [mailing, setMailing] = useState(false);
  const [sendMail, sending] = useSendMailMutation();
  const requested = searchParams.get('tab');
  const selected = dashboardTabs.find((tab) => tab === requested) ?? 'users';
  return (
    <AdminDashboardView
      selectedSection={selected}
      onSectionChange={(id) => setSearchParams({ tab: id }, { replace: true })}
      onSendMail={() => {
        sending.reset();
        setMailing(true);
      }}
      sections={[
        { id: 'users', title: intl.formatMessage(messages.tabUsers), content: <UsersTab /> },
        {
          id: 'companies',
          title: intl.formatMessage(messages.tabCompanies),
          content: <CompaniesTab />,
        },
        {
          id: 'contacts',
          title: intl.formatMessage(messages.tabContacts),
          content: <panels.contacts />,
        },
        {
          id: 'arsulipo',
          title: intl.formatMessage(messages.tabDataRightsRequests),
          content: <panels.arsulipo />,
        },
        { id: 'admins', title: intl.formatMessage(messages.tabAdmins), content: <AdminsTab /> },
        {
          id: 'audit-trail',
          title: intl.formatMessage(messages.tabAuditTrail),
          content: <panels.auditTrail />,
        },
        {
          id: 'instrument-report',
          title: intl.formatMessage(instrumentReportMessages.tabTitle),
          content: (
            <Suspense
              fallback={<Spinner label={intl.formatMessage(instrumentReportMessages.loading)} />}
            >
              <InstrumentReportTab />
            </Suspense>
          ),
        },
        {
          id: 'security',
          title: intl.formatMessage(messages.tabSecurity),
          content: <panels.security />,
        },
      ]}
      dialogs={
        <SendMailDialogView
          isOpen={mailing}
          onOpenChange={setMailing}
          isSending={sending.isLoading}
          failure={readApiFailure(sending.error)}
          onSubmit={async (mail) => {
            const answer = await sendMail(mail);
            if ('error' in answer) return false;
            setMailing(false);
            showToast({ title: intl.formatMessage(messages.mailSent), tone: 'positive' });
            return true;
          }}
        />
      }
    />
  );
}
