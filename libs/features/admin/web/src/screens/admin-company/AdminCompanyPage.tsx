import { companyProblems } from '@facet/company-domain';
import {
  companyDataSource,
  CompanyDataSourceProvider,
  CompanyPanelPage,
  companyPanelTabsWith,
  EmployeeDetailPage,
  employeeGroupsTab,
  employeeResultsTab,
  peoplePanelTab,
  useGetCompanyQuery,
} from '@facet/company-web';
import { Button } from '@facet/design-system';
import {
  GroupDetailPage,
  GroupEmployeePage,
  groupsDataSource,
  GroupsDataSourceProvider,
  groupsPanelTab,
  useSourcedAddMembers,
  useSourcedEmployeeGroups,
} from '@facet/groups-web';
import { actingAsPlatformAdmin, readApiFailure } from '@facet/platform-api-client';
import {
  EmployeeResultPage,
  ProfileCreatePage,
  ProfileDetailPage,
  profilesDataSource,
  ProfilesDataSourceProvider,
  profilesPanelTab,
  RankingPage,
  useSourcedEmployeeResults,
  useSourcedGroupChoices,
  useSourcedProfileChoices,
} from '@facet/profiles-web';
import { backOfficeSsoPanelTab } from '@facet/sso-web';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { AdminCompanyView } from './AdminCompanyView';
import { adminCompanyPath } from '../companies/CompaniesTabView';
import { CompanyLicencesDialog } from '../companies/CompanyLicencesDialog';
import { adminMessages as messages } from '../../messages';

/**
 * The sections of a manager's /company-panel that act on the company's people and its work:
 * the People pipeline (D62, D71), reading through the data sources in scope, Profiles and Groups;
 * and the company's single sign-on (D99), which a platform admin sets up or mends for it.
 */
const adminCompanyTabs = [
  ...companyPanelTabsWith(
    peoplePanelTab({
      useProfileChoices: useSourcedProfileChoices,
      useGroupChoices: useSourcedGroupChoices,
      useAddToGroup: useSourcedAddMembers,
    }),
  ),
  profilesPanelTab,
  groupsPanelTab,
  backOfficeSsoPanelTab(useAddressedActing),
];

/** The sections of a manager's employee page, reading through the data sources in scope. */
const adminEmployeeTabs = [
  employeeResultsTab(useSourcedEmployeeResults),
  employeeGroupsTab(useSourcedEmployeeGroups),
];

/** The platform admin acting on the company the address names. */
function useAddressedActing() {
  const companyId = Number(useParams().companyId);
  return useMemo(() => actingAsPlatformAdmin(companyId), [companyId]);
}

/** The company named by the address, and the panel's calls pointed at it. */
function useAddressedCompany() {
  const companyId = Number(useParams().companyId);
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const acting = useAddressedActing();
  const company = useGetCompanyQuery(acting, { skip: !valid });
  const sources = useMemo(
    () => ({
      company: companyDataSource(acting, adminCompanyPath(companyId)),
      profiles: profilesDataSource(acting),
      groups: groupsDataSource(acting),
    }),
    [acting, companyId],
  );
  return {
    company,
    sources,
    loadFailure: valid
      ? readApiFailure(company.error)
      : { status: 404, code: companyProblems.notFound.code },
  };
}

/**
 * A company-panel screen on the company of the address: the way back to the dashboard, then
 * `screen` with every data source pointed at /admin-companies/* once the company is known.
 */
function AdminCompanyScreen({ screen }: { screen: ReactNode }) {
  const { company, sources, loadFailure } = useAddressedCompany();
  return (
    <AdminCompanyView
      isLoading={company.isLoading}
      loadFailure={loadFailure}
      onRetry={() => void company.refetch()}
      panel={
        company.data && (
          <CompanyDataSourceProvider source={sources.company}>
            <ProfilesDataSourceProvider source={sources.profiles}>
              <GroupsDataSourceProvider source={sources.groups}>{screen}</GroupsDataSourceProvider>
            </ProfilesDataSourceProvider>
          </CompanyDataSourceProvider>
        )
      }
    />
  );
}

/**
 * /admin/dashboard/company/{company_id}: the company panel's own screens (Info, People,
 * Reminders, Profiles, Groups, Single sign-on and the invite dialog) on this company through
 * /admin-companies/*, with the company's name as the title and its licences beside invite.
 */
export function AdminCompanyPage() {
  const intl = useIntl();
  const { company } = useAddressedCompany();
  const [changingLicences, setChangingLicences] = useState(false);
  const record = company.data?.company;
  return (
    <>
      <AdminCompanyScreen
        screen={
          record && (
            <CompanyPanelPage
              tabs={adminCompanyTabs}
              title={record.name}
              showSupport={false}
              actions={
                <Button variant="secondary" onPress={() => setChangingLicences(true)}>
                  {intl.formatMessage(messages.licencesOf, { name: record.name })}
                </Button>
              }
            />
          )
        }
      />
      {changingLicences && record && (
        <CompanyLicencesDialog company={record} onClose={() => setChangingLicences(false)} />
      )}
    </>
  );
}

/** .../company/{company_id}/employee/{email}: the panel's employee page with Results and Groups. */
export function AdminCompanyEmployeePage() {
  return <AdminCompanyScreen screen={<EmployeeDetailPage tabs={adminEmployeeTabs} />} />;
}

/** .../company/{company_id}/profile/create. */
export function AdminCompanyProfileCreatePage() {
  return <AdminCompanyScreen screen={<ProfileCreatePage />} />;
}

/** .../company/{company_id}/profile/{id}. */
export function AdminCompanyProfilePage() {
  return <AdminCompanyScreen screen={<ProfileDetailPage />} />;
}

/** .../company/{company_id}/ranking. */
export function AdminCompanyRankingPage() {
  return <AdminCompanyScreen screen={<RankingPage />} />;
}

/** .../company/{company_id}/group/{id}. */
export function AdminCompanyGroupPage() {
  return <AdminCompanyScreen screen={<GroupDetailPage />} />;
}

/** .../company/{company_id}/group/{id}/employee/{email}. */
export function AdminCompanyGroupEmployeePage() {
  return <AdminCompanyScreen screen={<GroupEmployeePage />} />;
}

/** .../company/{company_id}/employee/{email}/result/{id} and the same under a group. */
export function AdminCompanyEmployeeResultPage() {
  return <AdminCompanyScreen screen={<EmployeeResultPage />} />;
}
