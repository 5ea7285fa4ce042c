import {
  CompanyDataSourceProvider,
  CompanyPanelPage,
  companyPanelTabs,
  EmployeeDetailPage,
} from '@facet/company-web';
import { Button } from '@facet/design-system';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { adminCompanyDataSource } from './admin-company-data-source';
import { useGetAdminCompanyQuery } from './admin-endpoints';
import { AdminCompanyView } from './AdminCompanyView';
import { callFailureOf } from './call-failure';
import { CompanyLicencesDialog } from './CompanyLicencesDialog';
import { adminMessages as messages } from './messages';

/** The company named by the address, and the panel's calls pointed at it. */
function useAddressedCompany() {
  const companyId = Number(useParams().companyId);
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const company = useGetAdminCompanyQuery(companyId, { skip: !valid });
  const source = useMemo(() => adminCompanyDataSource(companyId), [companyId]);
  return {
    company,
    source,
    loadFailure: valid ? callFailureOf(company.error) : { status: 404 },
  };
}

/**
 * /admin/dashboard/company/{company_id}: the company panel's own screens (Info, Employees,
 * Invitations and the invite dialog) on this company through /admin-companies/*, with the
 * company's name as the title and its licences beside invite.
 */
export function AdminCompanyPage() {
  const intl = useIntl();
  const { company, source, loadFailure } = useAddressedCompany();
  const [changingLicences, setChangingLicences] = useState(false);
  const record = company.data?.company;
  return (
    <>
      <AdminCompanyView
        isLoading={company.isLoading}
        loadFailure={loadFailure}
        onRetry={() => void company.refetch()}
        panel={
          record && (
            <CompanyDataSourceProvider source={source}>
              <CompanyPanelPage
                tabs={companyPanelTabs}
                title={record.name}
                showSupport={false}
                actions={
                  <Button variant="secondary" onPress={() => setChangingLicences(true)}>
                    {intl.formatMessage(messages.licencesOf, { name: record.name })}
                  </Button>
                }
              />
            </CompanyDataSourceProvider>
          )
        }
      />
      {changingLicences && record && (
        <CompanyLicencesDialog company={record} onClose={() => setChangingLicences(false)} />
      )}
    </>
  );
}

/** /admin/dashboard/company/{company_id}/employee/{email}: the panel's employee page on this company. */
export function AdminCompanyEmployeePage() {
  const { company, source, loadFailure } = useAddressedCompany();
  return (
    <AdminCompanyView
      isLoading={company.isLoading}
      loadFailure={loadFailure}
      onRetry={() => void company.refetch()}
      panel={
        company.data && (
          <CompanyDataSourceProvider source={source}>
            <EmployeeDetailPage />
          </CompanyDataSourceProvider>
        )
      }
    />
  );
}
