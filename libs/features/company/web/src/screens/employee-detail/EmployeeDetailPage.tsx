import { actsAsCompanyAdmin } from '@facet/company-domain';
import { showToast } from '@facet/design-system';
import { readApiFailure, useSignedInPerson } from '@facet/platform-api-client';
import { useIntl } from 'react-intl';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useCompanyDataSource } from '../../company-data-source';
import type { EmployeeDetailTab } from './employee-detail-tabs';
import { EmployeeDetailView } from './EmployeeDetailView';
import { companyMessages as messages } from '../../messages';

/**
 * /company-panel/employee/{email} (and the back office's .../company/{id}/employee/{email}, with
 * the admin data source): the cards, then the sections of `tabs`, the selected one in `?tab=`.
 */
export function EmployeeDetailPage({ tabs = [] }: { tabs?: readonly EmployeeDetailTab[] }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const email = useParams()['email'] ?? '';
  const requested = searchParams.get('tab');
  const selected = tabs.some((tab) => tab.id === requested) ? requested! : tabs[0]?.id;
  const source = useCompanyDataSource();
  const company = source.useCompany();
  const employee = source.useEmployee(email);
  const [toggle, toggling] = source.useToggleLicence();
  const [changeRole, changing] = source.useChangeEmployeeRole();
  const [release, releasing] = source.useReleaseEmployee();
  const record = employee.data?.employee;
  const signedIn = useSignedInPerson();
  const isSelf =
    signedIn?.kind === 'user' &&
    record !== undefined &&
    signedIn.email.toLowerCase() === record.email.toLowerCase();
  return (
    <EmployeeDetailView
      employee={record}
      panelPath={source.panelPath}
      sections={tabs.map(({ id, title, Panel }) => ({
        id,
        title: intl.formatMessage(title),
        content: <Panel email={email} />,
      }))}
      selectedSection={selected}
      onSectionChange={(id) => setSearchParams({ tab: id }, { replace: true })}
      isLoading={employee.isLoading}
      loadFailure={readApiFailure(employee.error)}
      onRetry={() => void employee.refetch()}
      canManageRoles={actsAsCompanyAdmin(company.data?.company.viewerRole)}
      isSelf={isSelf}
      isChangingLicence={toggling.isLoading}
      licenceFailure={readApiFailure(toggling.error)}
      onToggleLicence={async () => {
        if (!record) return;
        const answer = await toggle({
          email: record.email,
          newLicenseState: record.licence_state === 'yes' ? 'no' : 'yes',
        });
        if (!('error' in answer)) {
          showToast({ title: intl.formatMessage(messages.licenceChanged), tone: 'positive' });
        }
      }}
      isChangingRole={changing.isLoading}
      roleFailure={readApiFailure(changing.error)}
      onChangeRole={async (newRole) => {
        if (!record) return;
        const answer = await changeRole({ email: record.email, newRole });
        if (!('error' in answer)) {
          showToast({ title: intl.formatMessage(messages.roleChanged), tone: 'positive' });
        }
      }}
      releaseFailure={readApiFailure(releasing.error)}
      onRelease={async () => {
        if (!record) return;
        const answer = await release({ email: record.email, lang: intl.locale.slice(0, 2) });
        if ('error' in answer) return;
        showToast({
          title: intl.formatMessage(messages.released, { name: record.name }),
          tone: 'positive',
        });
        void navigate(`${source.panelPath}?tab=employees`);
      }}
    />
  );
}
