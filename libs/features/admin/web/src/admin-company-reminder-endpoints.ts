import type {
  ReminderSettings,
  ReminderSettingsAnswer,
  ReminderTargetListAnswer,
  SendReminder,
  SendReminderAnswer,
} from '@facet/company-domain';
import { api } from '@facet/platform-api-client';
import { companyListTag, remindersTag, type ForCompany } from './admin-company-tags';

const reminderSettingsTag = (companyId: number) => ({
  type: 'Company' as const,
  id: `${companyId}/REMINDER_SETTINGS`,
});

/** One company's reminders, for a platform admin (/admin-companies/*, spec/api.md §7). */
export const adminCompanyReminderApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminCompanyReminderSettings: build.query<ReminderSettingsAnswer, number>({
      query: (companyId) => `/admin-companies/reminder-settings?company_id=${companyId}`,
      providesTags: (_answer, _error, companyId) => [reminderSettingsTag(companyId)],
    }),
    updateAdminCompanyReminderSettings: build.mutation<
      ReminderSettingsAnswer,
      ReminderSettings & ForCompany
    >({
      query: (body) => ({ url: '/admin-companies/reminder-settings', method: 'PATCH', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [reminderSettingsTag(company_id)],
    }),
    getAdminCompanyReminderTargets: build.query<
      ReminderTargetListAnswer,
      { page: number } & ForCompany
    >({
      query: ({ company_id, page }) =>
        `/admin-companies/reminders?company_id=${company_id}&page=${page}`,
      providesTags: (_answer, _error, { company_id }) => [
        remindersTag(company_id),
        companyListTag('Invitation', company_id),
      ],
    }),
    sendAdminCompanyReminder: build.mutation<SendReminderAnswer, SendReminder & ForCompany>({
      query: (body) => ({ url: '/admin-companies/send-reminder', method: 'POST', body }),
      invalidatesTags: (_answer, _error, { company_id }) => [
        remindersTag(company_id),
        companyListTag('Invitation', company_id),
      ],
    }),
  }),
});

export const {
  useGetAdminCompanyReminderSettingsQuery,
  useUpdateAdminCompanyReminderSettingsMutation,
  useGetAdminCompanyReminderTargetsQuery,
  useSendAdminCompanyReminderMutation,
} = adminCompanyReminderApi;
