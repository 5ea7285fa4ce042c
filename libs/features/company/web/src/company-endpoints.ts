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
import { api } from '@facet/platform-api-client';
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
}

/** The file goes as the request's body, as it is: the API tells CSV from XLSX by content. */
export function invitationFileRequest(
  url: string,
  { file, lang, assignLicense }: InvitationFileArgs,
) {
  return {
    url: `${url}${url.includes('?') ? '&' : '?'}lang=${lang}&assignLicense=${String(assignLicense)}`,
    method: 'POST',
    body: file,
    headers: { 'content-type': file.type || 'application/octet-stream' },
  };
}

/** The company panel's calls (spec/api.md §7 "Company manager"), with their cache tags. */
export const companyApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCompany: build.query<CompanyAnswer, void>({
      query: () => '/companies/get-company?role=manager',
      providesTags: [{ type: 'Company', id: 'MINE' }],
    }),
    getCompanyDashboard: build.query<CompanyDashboard, void>({
      query: () => '/company/dashboard',
      providesTags: [{ type: 'Company', id: 'DASHBOARD' }],
    }),
    updateCompany: build.mutation<CompanyAnswer, UpdateCompanyPayload>({
      query: (body) => ({ url: '/companies/update-company?role=admin', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Company', id: 'MINE' }],
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
    getEmployees: build.query<EmployeeListAnswer, EmployeeListArgs>({
      query: ({ page, pageSize = 10, sort = 'name', order = 'asc' }) =>
        `/companies/get-employees?role=manager&page=${page}&pageSize=${pageSize}&sort=${sort}&order=${order}`,
      providesTags: (answer) => [
        { type: 'Employee', id: 'LIST' },
        ...(answer?.employees ?? []).map((employee) => ({
          type: 'Employee' as const,
          id: employee.email,
        })),
      ],
    }),
    getEmployee: build.query<EmployeeAnswer, string>({
      query: (email) => `/companies/get-employees/${encodeURIComponent(email)}?role=manager`,
      providesTags: (_answer, _error, email) => [{ type: 'Employee', id: email }],
    }),
    changeEmployeeRole: build.mutation<EmployeeAnswer, ChangeRolePayload>({
      query: (body) => ({
        url: '/companies/employee-change-role?role=admin',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_answer, _error, { email }) => [
        { type: 'Employee', id: email },
        { type: 'Employee', id: 'LIST' },
        { type: 'Company', id: 'MINE' },
      ],
    }),
    toggleLicence: build.mutation<EmployeeAnswer, ToggleLicencePayload>({
      query: (body) => ({
        url: '/companies/toggle-diagnosis-permission?role=manager',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: (_answer, _error, { email }) => [
        { type: 'Employee', id: email },
        { type: 'Employee', id: 'LIST' },
        { type: 'Company', id: 'MINE' },
      ],
    }),
    releaseEmployee: build.mutation<{ email: string }, { email: string; lang: string }>({
      query: (body) => ({ url: '/companies/employee-release?role=admin', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { email }) => [
        { type: 'Employee', id: email },
        { type: 'Employee', id: 'LIST' },
        { type: 'Company', id: 'MINE' },
      ],
    }),
    // Every change to a member, an invitation, a reminder or a group's members shows here.
    getPeople: build.query<PipelineAnswer, PipelineRequest>({
      query: (request) => `/companies/people?role=manager&${pipelineSearchParams(request)}`,
      providesTags: [
        { type: 'Employee', id: 'LIST' },
        { type: 'Invitation', id: 'LIST' },
        { type: 'Company', id: 'REMINDERS' },
        { type: 'Group', id: 'LIST' },
      ],
    }),
    invite: build.mutation<InviteAnswer, InvitePayload>({
      query: (body) => ({ url: '/companies/invite?role=manager', method: 'POST', body }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    previewInvitationFile: build.mutation<BulkInvitationPreviewAnswer, InvitationFileArgs>({
      query: (args) =>
        invitationFileRequest('/companies/invite-from-file/preview?role=manager', args),
    }),
    inviteFromFile: build.mutation<BulkInvitationReportAnswer, InvitationFileArgs>({
      query: (args) => invitationFileRequest('/companies/invite-from-file?role=manager', args),
      invalidatesTags: [
        { type: 'Invitation', id: 'LIST' },
        { type: 'Company', id: 'DASHBOARD' },
      ],
    }),
    cancelInvitation: build.mutation<unknown, { guest: string }>({
      query: (body) => ({
        url: '/invitations/update-invitation?role=admin',
        method: 'PATCH',
        body,
      }),
      invalidatesTags: [{ type: 'Invitation', id: 'LIST' }],
    }),
    getReminderSettings: build.query<ReminderSettingsAnswer, void>({
      query: () => '/companies/reminder-settings?role=manager',
      providesTags: [{ type: 'Company', id: 'REMINDER_SETTINGS' }],
    }),
    updateReminderSettings: build.mutation<ReminderSettingsAnswer, ReminderSettings>({
      query: (body) => ({ url: '/companies/reminder-settings?role=admin', method: 'PATCH', body }),
      invalidatesTags: [{ type: 'Company', id: 'REMINDER_SETTINGS' }],
    }),
    // New or cancelled invitations change who waits, so the list also hangs on theirs.
    getReminderTargets: build.query<ReminderTargetListAnswer, number>({
      query: (page) => `/companies/reminders?role=manager&page=${page}`,
      providesTags: [
        { type: 'Company', id: 'REMINDERS' },
        { type: 'Invitation', id: 'LIST' },
      ],
    }),
    sendReminder: build.mutation<SendReminderAnswer, SendReminder>({
      query: (body) => ({ url: '/companies/send-reminder?role=manager', method: 'POST', body }),
      invalidatesTags: [
        { type: 'Company', id: 'REMINDERS' },
        { type: 'Invitation', id: 'LIST' },
      ],
    }),
    invitationContext: build.query<LinkContextAnswer, string>({
      query: (token) => ({ url: linkContextPath(token) }),
    }),
    declineInvitation: build.mutation<{ companyName: string; message: string }, { token: string }>({
      query: (body) => ({ url: '/companies/decline-invitation', method: 'PATCH', body }),
    }),
    acceptInvitation: build.mutation<CompanyChangeAnswer, { token: string }>({
      query: (body) => ({ url: '/companies/company-change', method: 'PATCH', body }),
      invalidatesTags: ['Me', 'Session', { type: 'Company', id: 'MINE' }],
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
