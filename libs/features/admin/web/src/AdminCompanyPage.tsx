import { useState } from 'react';
import { useParams } from 'react-router';
import { useGetAdminCompanyQuery } from './admin-endpoints';
import { AdminCompanyView } from './AdminCompanyView';
import { callFailureOf } from './call-failure';
import { CompanyLicencesDialog } from './CompanyLicencesDialog';

/** /admin/dashboard/company/{company_id}: the company through /admin-companies/get-company. */
export function AdminCompanyPage() {
  const companyId = Number(useParams().companyId);
  const valid = Number.isSafeInteger(companyId) && companyId > 0;
  const company = useGetAdminCompanyQuery(companyId, { skip: !valid });
  const [changingLicences, setChangingLicences] = useState(false);
  const record = company.data?.company;
  return (
    <>
      <AdminCompanyView
        company={record}
        isLoading={company.isLoading}
        loadFailure={valid ? callFailureOf(company.error) : { status: 404 }}
        onRetry={() => void company.refetch()}
        onChangeLicences={() => setChangingLicences(true)}
      />
      {changingLicences && record && (
        <CompanyLicencesDialog company={record} onClose={() => setChangingLicences(false)} />
      )}
    </>
  );
}
