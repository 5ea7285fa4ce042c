import type {
  AddLicencesPayload,
  AdminCompanyListAnswer,
  AdminCompanyRecord,
  AdminCompanySearchAnswer,
  AdminUserListAnswer,
  AdminUserSearchAnswer,
  CreateCompanyPayload,
  CreatePlatformAdminPayload,
  EndUserSessionsPayload,
  LicenceChangeAnswer,
  PlatformAdminListAnswer,
  PlatformAdminRecord,
  PlatformAdminSearchAnswer,
  RevokeLicencesPayload,
  SendMailPayload,
  UpdatePlatformAdminPayload,
} from '@facet/admin-domain';
import { actingAsPlatformAdmin, api, companyItselfTag } from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import type { RegisterUserPayload } from '@facet/session-domain';

/** A list page, or a search page once the term has 3 characters (spec/product.md §5). */
export interface ListArgs {
  page: number;
  searchTerm?: string;
}

const listRequest = (list: string, search: string, { page, searchTerm }: ListArgs) =>
  searchTerm
    ? { url: `/admin/search/${search}`, params: { searchTerm, page } }
    : { url: list, params: { page } };

/** One shape for a list and a search answer, so the tabs need not tell them apart. */
export interface ListPage<Row> {
  rows: Row[];
  page: number;
  totalPages: number;
}

type UsersAnswer = AdminUserListAnswer | AdminUserSearchAnswer;
type CompaniesAnswer = AdminCompanyListAnswer | AdminCompanySearchAnswer;
type AdminsAnswer = PlatformAdminListAnswer | PlatformAdminSearchAnswer;

/** The back office's calls (spec/api.md §7 "Platform admin"), with their cache tags. */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminUsers: build.query<ListPage<UsersAnswer['users'][number]>, ListArgs>({
      query: (args) => listRequest('/admin/get-users', 'user', args),
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
    // Signs the user out everywhere (D97); the list shows nothing of sessions, so nothing reloads.
    endUserSessions: build.mutation<unknown, EndUserSessionsPayload>({
      query: (body) => ({ url: '/admin/end-user-sessions', method: 'POST', body }),
    }),
    getAdminCompanies: build.query<ListPage<AdminCompanyRecord>, ListArgs>({
      query: (args) => listRequest('/admin/get-companies/', 'company', args),
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
        companyItselfTag(actingAsPlatformAdmin(Number(company_id))),
      ],
    }),
    revokeLicences: build.mutation<LicenceChangeAnswer, RevokeLicencesPayload>({
      query: (body) => ({ url: '/admin/revoke-licenses', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        companyItselfTag(actingAsPlatformAdmin(Number(company_id))),
      ],
    }),
    getPlatformAdmins: build.query<ListPage<PlatformAdminRecord>, ListArgs>({
      query: (args) => listRequest('/admin/get', 'petroAdmin', args),
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
  useEndUserSessionsMutation,
  useCreateUserMutation,
  useDeleteUserMutation,
  useGetAdminCompaniesQuery,
  useCreateCompanyMutation,
  useDeleteCompanyMutation,
  useAddLicencesMutation,
  useRevokeLicencesMutation,
  useGetPlatformAdminsQuery,
  useCreatePlatformAdminMutation,
  useDeletePlatformAdminMutation,
  useUpdatePlatformAdminMutation,
  useSendPlatformAdminPasswordResetMutation,
  useSendMailMutation,
} = adminApi;
