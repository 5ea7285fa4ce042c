import type { CompanyDataSource, CompanyMutation } from '@facet/company-web';
import {
  useCancelAdminCompanyInvitationMutation,
  useChangeAdminCompanyEmployeeRoleMutation,
  useGetAdminCompanyEmployeeQuery,
  useGetAdminCompanyEmployeesQuery,
  useGetAdminCompanyInvitationsQuery,
  useGetAdminCompanyQuery,
  useInviteToAdminCompanyMutation,
  useReleaseAdminCompanyEmployeeMutation,
  useToggleAdminCompanyLicenceMutation,
  useUpdateAdminCompanyMutation,
} from './admin-endpoints';
import { adminCompanyPath } from './CompaniesTabView';

/** A mutation of /admin-companies/* whose payload gets the company the page is about. */
function forCompany<Payload, Answer>(
  companyId: number,
  [trigger, state]: CompanyMutation<Payload & { company_id: number }, Answer>,
): CompanyMutation<Payload, Answer> {
  return [(payload) => trigger({ ...payload, company_id: companyId }), state];
}

/**
 * The company panel's screens on any company, for a platform admin: every call goes to
 * /admin-companies/* with `company_id` (spec/api.md §7), the links stay in the back office.
 */
export function adminCompanyDataSource(companyId: number): CompanyDataSource {
  return {
    panelPath: adminCompanyPath(companyId),
    useCompany: () => useGetAdminCompanyQuery(companyId),
    useUpdateCompany: () => forCompany(companyId, useUpdateAdminCompanyMutation()),
    useEmployees: (args) => useGetAdminCompanyEmployeesQuery({ ...args, company_id: companyId }),
    useEmployee: (email) => useGetAdminCompanyEmployeeQuery({ email, company_id: companyId }),
    useChangeEmployeeRole: () => forCompany(companyId, useChangeAdminCompanyEmployeeRoleMutation()),
    useToggleLicence: () => forCompany(companyId, useToggleAdminCompanyLicenceMutation()),
    useReleaseEmployee: () => forCompany(companyId, useReleaseAdminCompanyEmployeeMutation()),
    useInvitations: (page) => useGetAdminCompanyInvitationsQuery({ page, company_id: companyId }),
    useInvite: () => forCompany(companyId, useInviteToAdminCompanyMutation()),
    useCancelInvitation: () => forCompany(companyId, useCancelAdminCompanyInvitationMutation()),
  };
}
