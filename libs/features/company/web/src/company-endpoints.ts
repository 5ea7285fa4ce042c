import type {
  BulkInvitationPreviewAnswer,
  BulkInvitationReportAnswer,
  ChangeRolePayload,
  CompanyAnswer,
  CompanyBrandingAnswer,
  CompanyDashboard,
  CompanyChangeAnswer,
  EmployeeAnswer,
  EmployeeListAnswer,
  EmployeeSortColumn,
  InvitePayload,
  InviteAnswer,
  PipelineAnswer,
  PipelineRequest,
  ReminderSettings,
  ReminderSettingsAnswer,
  ReminderTargetListAnswer,
  SendReminderAnswer,
  SendReminder,
  ToggleLicencePayload,
  UpdateBrandingPayload,
  UpdateCompanyPayload,
} from '@facet/company-domain';
import { pipelineSearchParams } from '@facet/company-domain';
import {
  actingAsMember,
  api,
  companyRequest,
  companyItselfTag,
  companyTagId,
  companyUrl,
  type Acting,
  type CompanyActing,
} from '@facet/platform-api-client';
import type { Language } from '@facet/platform-kernel';
import { linkContextPath, type LinkContextAnswer } from '@facet/session-domain';

export interface EmployeeListArgs {
  page: number;
  /** Up to 100 (the API's limit); the API's default of 10 when left out. */
  pageSize?: number;
  sort?: EmployeeSortColumn;
  order?: 'asc' | 'desc';
}

/** A CSV or XLSX file of people to invite, and the language of its rows that name none. */
export interface InvitationFileArgs {
  file: Blob;
  lang: Language;
  /** Whether the invitations hold and assign a licence each (docs/decisions.md D61). */
  assignLicense: boolean;
  /** The open position the whole file is invited to (D95). */
  positionId?: number;
}

/** The file goes as the request's body, as it is: the API tells CSV from XLSX by content. */
export function invitationFileRequest(
  url: string,
  { file, lang, assignLicense: assignLicence, positionId }: InvitationFileArgs,
) {
  const position = positionId === undefined ? '' : `&position_id=${positionId}`;
  return {
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}&assignLicense=${String(assignLicence)}${position}`,
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  };
}

/** What a change to one member shows in: the member, the list and the company's counts. */
function memberChanged(acting: CompanyActing, email: string) {
  return [
    { type: 'Employee' as const, id: companyTagId(acting, email) },
    { type: 'Employee' as const, id: companyTagId(acting, 'LIST') },
    companyItselfTag(acting),
  ];
}

function remindersOf(acting: CompanyActing) {
  return [
    { type: 'Company' as const, id: companyTagId(acting, 'REMINDERS') },
    { type: 'Invitation' as const, id: companyTagId(acting, 'LIST') },
  ];
}

/**
 * The company panel's calls (spec/api.md §7 "Company manager" and "Platform admin acting on a
 * company"), for whoever acts (`acting`), with their cache tags.
 */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<CompanyAnswer, CompanyActing>({
      query: (acting) => companyUrl(acting, '/companies/get-company', 'manager'),
      providesTags: (_answer, _error, acting) => [companyItselfTag(acting)],
    }),
    getCompanyDashboard: build.query<CompanyDashboard, void>({
      query: () => '/company/dashboard',
      providesTags: [{ type: 'Company', id: 'DASHBOARD' }],
    }),
    updateCompany: build.mutation<CompanyAnswer, UpdateCompanyPayload & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/companies/update-company', 'admin', body),
      invalidatesTags: (_answer, _error, { acting }) => [
        companyItselfTag(acting),
        // The back office's list of companies shows their names and addresses.
        { type: 'Company', id: 'LIST' },
      ],
    }),
    getBranding: build.query<CompanyBrandingAnswer, void>({
      query: () => '/companies/branding',
      providesTags: [{ type: 'Company', id: 'BRANDING' }],
    }),
    updateBranding: build.mutation<CompanyBrandingAnswer, UpdateBrandingPayload>({
      query: (body) => ({ url: '/companies/branding?role=admin', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Company', id: 'BRANDING' }],
    }),
    /** The picture goes as the body, typed by the file's own type; the server checks and cleans it. */
    replaceLogo: build.mutation<CompanyBrandingAnswer, Blob>({
      query: (logo) => ({
        url: '/companies/branding/logo?role=admin',
        method: 'PUT',
        body: logo,
        headers: { 'content-type': logo.type || 'application/octet-stream' },
      }),
      invalidatesTags: [{ type: 'Company', id: 'BRANDING' }],
    }),
    removeLogo: build.mutation<CompanyBrandingAnswer, void>({
      query: () => ({ url: '/companies/branding/logo?role=admin', method: 'DELETE' }),
      invalidatesTags: [{ type: 'Company', id: 'BRANDING' }],
    }),
    getEmployees: build.query<EmployeeListAnswer, EmployeeListArgs & Acting>({
      query: ({ acting, page, pageSize = 10, sort = 'name', order = 'asc' }) =>
        companyUrl(acting, '/companies/get-employees', 'manager', {
          page: String(page),
          pageSize: String(pageSize),
          sort,
          order,
        }),
      providesTags: (answer, _error, { acting }) => [
        { type: 'Employee', id: companyTagId(acting, 'LIST') },
        ...(answer?.employees ?? []).map((employee) => ({
          type: 'Employee' as const,
          id: companyTagId(acting, employee.email),
        })),
      ],
    }),
    getEmployee: build.query<EmployeeAnswer, { email: string } & Acting>({
      query: ({ acting, email }) =>
        companyUrl(acting, `/companies/get-employees/${encodeURIComponent(email)}`, 'manager'),
      providesTags: (_answer, _error, { acting, email }) => [
        { type: 'Employee', id: companyTagId(acting, email) },
      ],
    }),
    changeEmployeeRole: build.mutation<EmployeeAnswer, ChangeRolePayload & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/companies/employee-change-role', 'admin', body),
      invalidatesTags: (_answer, _error, { acting, email }) => memberChanged(acting, email),
    }),
    toggleLicence: build.mutation<EmployeeAnswer, ToggleLicencePayload & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/companies/toggle-diagnosis-permission', 'manager', body),
      invalidatesTags: (_answer, _error, { acting, email }) => memberChanged(acting, email),
    }),
    releaseEmployee: build.mutation<{ email: string }, { email: string; lang: string } & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/companies/employee-release', 'admin', body),
      invalidatesTags: (_answer, _error, { acting, email }) => memberChanged(acting, email),
    }),
    // Every change to a member, an invitation, a reminder or a group's members shows here.
    getPeople: build.query<PipelineAnswer, PipelineRequest & Acting>({
      query: ({ acting, ...request }) =>
        companyUrl(acting, '/companies/people', 'manager', pipelineSearchParams(request)),
      providesTags: (_answer, _error, { acting }) => [
        { type: 'Employee', id: companyTagId(acting, 'LIST') },
        { type: 'Invitation', id: companyTagId(acting, 'LIST') },
        { type: 'Company', id: companyTagId(acting, 'REMINDERS') },
        { type: 'Group', id: companyTagId(acting, 'LIST') },
      ],
    }),
    invite: build.mutation<InviteAnswer, InvitePayload & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'POST', '/companies/invite', 'manager', body),
      invalidatesTags: (_answer, _error, { acting }) => [
        { type: 'Invitation', id: companyTagId(acting, 'LIST') },
      ],
    }),
    previewInvitationFile: build.mutation<BulkInvitationPreviewAnswer, InvitationFileArgs & Acting>(
      {
        query: ({ acting, ...file }) =>
          invitationFileRequest(
            companyUrl(acting, '/companies/invite-from-file/preview', 'manager'),
            file,
          ),
      },
    ),
    inviteFromFile: build.mutation<BulkInvitationReportAnswer, InvitationFileArgs & Acting>({
      query: ({ acting, ...file }) =>
        invitationFileRequest(companyUrl(acting, '/companies/invite-from-file', 'manager'), file),
      invalidatesTags: (_answer, _error, { acting }) => [
        { type: 'Invitation', id: companyTagId(acting, 'LIST') },
        { type: 'Company', id: 'DASHBOARD' },
      ],
    }),
    cancelInvitation: build.mutation<unknown, { guest: string } & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/invitations/update-invitation', 'admin', body),
      invalidatesTags: (_answer, _error, { acting }) => [
        { type: 'Invitation', id: companyTagId(acting, 'LIST') },
      ],
    }),
    getReminderSettings: build.query<ReminderSettingsAnswer, CompanyActing>({
      query: (acting) => companyUrl(acting, '/companies/reminder-settings', 'manager'),
      providesTags: (_answer, _error, acting) => [
        { type: 'Company', id: companyTagId(acting, 'REMINDER_SETTINGS') },
      ],
    }),
    updateReminderSettings: build.mutation<ReminderSettingsAnswer, ReminderSettings & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'PATCH', '/companies/reminder-settings', 'admin', body),
      invalidatesTags: (_answer, _error, { acting }) => [
        { type: 'Company', id: companyTagId(acting, 'REMINDER_SETTINGS') },
      ],
    }),
    // New or cancelled invitations change who waits, so the list also hangs on theirs.
    getReminderTargets: build.query<ReminderTargetListAnswer, { page: number } & Acting>({
      query: ({ acting, page }) =>
        companyUrl(acting, '/companies/reminders', 'manager', { page: String(page) }),
      providesTags: (_answer, _error, { acting }) => remindersOf(acting),
    }),
    sendReminder: build.mutation<SendReminderAnswer, SendReminder & Acting>({
      query: ({ acting, ...body }) =>
        companyRequest(acting, 'POST', '/companies/send-reminder', 'manager', body),
      invalidatesTags: (_answer, _error, { acting }) => remindersOf(acting),
    }),
    invitationContext: build.query<LinkContextAnswer, string>({
      query: (token) => ({ url: linkContextPath(token) }),
    }),
    declineInvitation: build.mutation<{ companyName: string; message: string }, { token: string }>({
      query: (body) => ({ url: '/companies/decline-invitation', method: 'PATCH', body }),
    }),
    acceptInvitation: build.mutation<CompanyChangeAnswer, { token: string }>({
      query: (body) => ({ url: '/companies/company-change', method: 'PATCH', body }),
      invalidatesTags: ['Me', 'Session', companyItselfTag(actingAsMember)],
    }),
  }),
});

export const {
  useGetCompanyQuery,
  useGetCompanyDashboardQuery,
  useUpdateCompanyMutation,
  useGetBrandingQuery,
  useUpdateBrandingMutation,
  useReplaceLogoMutation,
  useRemoveLogoMutation,
  useGetEmployeesQuery,
  useGetEmployeeQuery,
  useChangeEmployeeRoleMutation,
  useToggleLicenceMutation,
  useReleaseEmployeeMutation,
  useGetPeopleQuery,
  useInviteMutation,
  useCancelInvitationMutation,
  usePreviewInvitationFileMutation,
  useInviteFromFileMutation,
  useAcceptInvitationMutation,
  useInvitationContextQuery,
  useDeclineInvitationMutation,
  useGetReminderSettingsQuery,
  useUpdateReminderSettingsMutation,
  useGetReminderTargetsQuery,
  useSendReminderMutation,
} = companyApi;
