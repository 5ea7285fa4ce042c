import type {
  AddLicencesPayload,
  AdminCompanyListAnswer,
  AdminCompanyRecord,
  AdminCompanySearchAnswer,
  AdminUserListAnswer,
  AdminUserSearchAnswer,
  CreateCompanyPayload,
  CreatePlatformAdminPayload,
  LicenceChangeAnswer,
  PlatformAdminListAnswer,
  PlatformAdminRecord,
  PlatformAdminSearchAnswer,
  RevokeLicencesPayload,
  SendMailPayload,
  UpdatePlatformAdminPayload,
} from '@facet/admin-domain';
import type {
  BulkInvitationPreviewAnswer,
  BulkInvitationReportAnswer,
  ChangeRolePayload,
  CompanyAnswer,
  EmployeeAnswer,
  EmployeeListAnswer,
  InviteAnswer,
  InvitePayload,
  PipelineAnswer,
  PipelineRequest,
  ToggleLicencePayload,
  UpdateCompanyPayload,
} from '@facet/company-domain';
import { pipelineSearchParams } from '@facet/company-domain';
import {
  invitationFileRequest,
  type EmployeeListArgs,
  type InvitationFileArgs,
  type ReleasePayload,
} from '@facet/company-web';
import { api } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import type { RegisterUserPayload } from '@facet/session-domain';
import { companyListTag, employeeTag, remindersTag, type ForCompany } from './admin-company-tags';

/** A list page, or a search page once the term has 3 characters (spec/product.md §5). */
export interface ListArgs {
  page: number;
  searchTerm?: string;
}

const listUrl = (list: string, search: string, { page, searchTerm }: ListArgs) =>
  searchTerm
    ? `/admin/search/${search}?searchTerm=${encodeURIComponent(searchTerm)}&page=${page}`
    : `${list}?page=${page}`;

/** One shape for a list and a search answer, so the tabs need not tell them apart. */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  totalPages: number;
}

/** What a change to one employee makes stale: them, the list, and the company's counts. */
const employeeChangeTags = (
  _answer: unknown,
  _error: unknown,
  { company_id, email }: ForCompany & { email: string },
) => [
  employeeTag(company_id, email),
  companyListTag('Employee', company_id),
  { type: 'Company' as const, id: company_id },
];

type UsersAnswer = AdminUserListAnswer | AdminUserSearchAnswer;
type CompaniesAnswer = AdminCompanyListAnswer | AdminCompanySearchAnswer;
type AdminsAnswer = PlatformAdminListAnswer | PlatformAdminSearchAnswer;

/** The back office's calls (spec/api.md §7 "Platform admin"), with their cache tags. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<ListPage<UsersAnswer['users'][number]>, ListArgs>({
      query: (args) => listUrl('/admin/get-users', 'user', args),
      transformResponse: (answer: UsersAnswer) => ({
        rows: answer.users,
        page: answer.page,
        totalPages: answer.totalPages,
      }),
      providesTags: [{ type: 'User', id: 'LIST' }],
    }),
    createUser: build.mutation<unknown, RegisterUserPayload>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }],
    }),
    deleteUser: build.mutation<unknown, { userEmailDelete: string }>({
      query: (body) => ({ url: '/admin/delete-user', method: 'DELETE', body }),
      invalidatesTags: [
        { type: 'User', id: 'LIST' },
        { type: 'Company', id: 'LIST' },
      ],
    }),
    getAdminCompanies: build.query<ListPage<AdminCompanyRecord>, ListArgs>({
      query: (args) => listUrl('/admin/get-companies/', 'company', args),
      transformResponse: (answer: CompaniesAnswer) => ({
        rows: answer.companies,
        page: answer.page,
        totalPages: answer.totalPages,
      }),
      providesTags: (answer) => [
        { type: 'Company', id: 'LIST' },
        ...(answer?.rows ?? []).map((company) => ({
          type: 'Company' as const,
          id: company.company_id,
        })),
      ],
    }),
    createCompany: build.mutation<{ company: AdminCompanyRecord }, CreateCompanyPayload>({
      query: (body) => ({ url: '/companies/create-company', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Company', id: 'LIST' },
        { type: 'User', id: 'LIST' },
      ],
    }),
    deleteCompany: build.mutation<unknown, { companyEmailDelete: string }>({
      query: (body) => ({ url: '/admin/delete-company', method: 'DELETE', body }),
      invalidatesTags: [
        { type: 'Company', id: 'LIST' },
        { type: 'User', id: 'LIST' },
      ],
    }),
    addLicences: build.mutation<LicenceChangeAnswer, AddLicencesPayload>({
      query: (body) => ({ url: '/admin/add-licenses', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        { type: 'Company', id: Number(company_id) },
      ],
    }),
    revokeLicences: build.mutation<LicenceChangeAnswer, RevokeLicencesPayload>({
      query: (body) => ({ url: '/admin/revoke-licenses', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        { type: 'Company', id: Number(company_id) },
      ],
    }),
    getAdminCompany: build.query<CompanyAnswer, number>({
      query: (companyId) => `/admin-companies/get-company?company_id=${companyId}`,
      providesTags: (_answer, _error, companyId) => [{ type: 'Company', id: companyId }],
    }),
    updateAdminCompany: build.mutation<CompanyAnswer, UpdateCompanyPayload & ForCompany>({
      query: (body) => ({ url: '/admin-companies/update-company', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        { type: 'Company', id: company_id },
        { type: 'Company', id: 'LIST' },
      ],
    }),
    getAdminCompanyEmployees: build.query<EmployeeListAnswer, EmployeeListArgs & ForCompany>({
      query: ({ company_id, page, pageSize = 10, sort = 'name', order = 'asc' }) =>
        `/admin-companies/get-employees?company_id=${company_id}&page=${page}&pageSize=${pageSize}&sort=${sort}&order=${order}`,
      providesTags: (answer, _error, { company_id }) => [
        companyListTag('Employee', company_id),
        ...(answer?.employees ?? []).map((employee) => employeeTag(company_id, employee.email)),
      ],
    }),
    getAdminCompanyEmployee: build.query<EmployeeAnswer, { email: string } & ForCompany>({
      query: ({ company_id, email }) =>
        `/admin-companies/get-employees/${encodeURIComponent(email)}?company_id=${company_id}`,
      providesTags: (_answer, _error, { company_id, email }) => [employeeTag(company_id, email)],
    }),
    changeAdminCompanyEmployeeRole: build.mutation<EmployeeAnswer, ChangeRolePayload & ForCompany>({
      query: (body) => ({
        url: '/admin-companies/employee-change-role',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: employeeChangeTags,
    }),
    toggleAdminCompanyLicence: build.mutation<EmployeeAnswer, ToggleLicencePayload & ForCompany>({
      query: (body) => ({
        url: '/admin-companies/toggle-diagnosis-permission',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: employeeChangeTags,
    }),
    releaseAdminCompanyEmployee: build.mutation<{ email: string }, ReleasePayload & ForCompany>({
      query: (body) => ({ url: '/admin-companies/employee-release', method: 'PATCH', body }),
      invalidatesTags: (answer, error, change) => [
        ...employeeChangeTags(answer, error, change),
        { type: 'User', id: 'LIST' },
      ],
    }),
    // Every change to a member, an invitation, a reminder or a group's members shows here.
    getAdminCompanyPeople: build.query<PipelineAnswer, PipelineRequest & ForCompany>({
      query: (request) => `/admin-companies/people?${pipelineSearchParams(request)}`,
      providesTags: (_answer, _error, { company_id }) => [
        companyListTag('Employee', company_id),
        companyListTag('Invitation', company_id),
        companyListTag('Group', company_id),
        remindersTag(company_id),
      ],
    }),
    inviteToAdminCompany: build.mutation<InviteAnswer, InvitePayload & ForCompany>({
      query: (body) => ({ url: '/admin-companies/invite', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        companyListTag('Invitation', company_id),
      ],
    }),
    previewAdminCompanyInvitationFile: build.mutation<
      BulkInvitationPreviewAnswer,
      InvitationFileArgs & ForCompany
    >({
      query: ({ company_id, ...args }) =>
        invitationFileRequest(
          `/admin-companies/invite-from-file/preview?company_id=${company_id}`,
          args,
        ),
    }),
    inviteToAdminCompanyFromFile: build.mutation<
      BulkInvitationReportAnswer,
      InvitationFileArgs & ForCompany
    >({
      query: ({ company_id, ...args }) =>
        invitationFileRequest(`/admin-companies/invite-from-file?company_id=${company_id}`, args),
      invalidatesTags: (_answer, _error, { company_id }) => [
        companyListTag('Invitation', company_id),
      ],
    }),
    cancelAdminCompanyInvitation: build.mutation<unknown, { guest: string } & ForCompany>({
      query: (body) => ({ url: '/admin-companies/update-invitation', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        companyListTag('Invitation', company_id),
      ],
    }),
    getPlatformAdmins: build.query<ListPage<PlatformAdminRecord>, ListArgs>({
      query: (args) => listUrl('/admin/get', 'petroAdmin', args),
      transformResponse: (answer: AdminsAnswer) => ({
        rows: answer.petroAdmins,
        page: answer.page,
        totalPages: answer.totalPages,
      }),
      providesTags: [{ type: 'PlatformAdmin', id: 'LIST' }],
    }),
    createPlatformAdmin: build.mutation<unknown, CreatePlatformAdminPayload>({
      query: (body) => ({ url: '/admin/create', method: 'POST', body }),
      invalidatesTags: [{ type: 'PlatformAdmin', id: 'LIST' }],
    }),
    deletePlatformAdmin: build.mutation<unknown, { petroAdmin_id: number }>({
      query: (body) => ({ url: '/admin/delete', method: 'DELETE', body }),
      invalidatesTags: [{ type: 'PlatformAdmin', id: 'LIST' }],
    }),
    updatePlatformAdmin: build.mutation<unknown, UpdatePlatformAdminPayload>({
      query: (body) => ({ url: '/admin/update', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'PlatformAdmin', id: 'LIST' }],
    }),
    sendPlatformAdminPasswordReset: build.mutation<void, { petroAdmin_id: number; lang: Language }>(
      {
        query: (body) => ({ url: '/admin/send-password-reset', method: 'POST', body }),
      },
    ),
    sendMail: build.mutation<void, SendMailPayload>({
      query: (body) => ({ url: '/admin/send-mail', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetAdminUsersQuery,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetAdminCompaniesQuery,
  useCreateCompanyMutation,
  useDeleteCompanyMutation,
  useAddLicencesMutation,
  useRevokeLicencesMutation,
  useGetAdminCompanyQuery,
  useUpdateAdminCompanyMutation,
  useGetAdminCompanyEmployeesQuery,
  useGetAdminCompanyEmployeeQuery,
  useChangeAdminCompanyEmployeeRoleMutation,
  useToggleAdminCompanyLicenceMutation,
  useReleaseAdminCompanyEmployeeMutation,
  useGetAdminCompanyPeopleQuery,
  useInviteToAdminCompanyMutation,
  useCancelAdminCompanyInvitationMutation,
  usePreviewAdminCompanyInvitationFileMutation,
  useInviteToAdminCompanyFromFileMutation,
  useGetPlatformAdminsQuery,
  useCreatePlatformAdminMutation,
  useDeletePlatformAdminMutation,
  useUpdatePlatformAdminMutation,
  useSendPlatformAdminPasswordResetMutation,
  useSendMailMutation,
} = adminApi;
