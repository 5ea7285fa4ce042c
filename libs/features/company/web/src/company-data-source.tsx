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
  ReminderSettings,
  ReminderSettingsAnswer,
  ReminderTargetListAnswer,
  SendReminderAnswer,
  SendReminder,
  ToggleLicencePayload,
  UpdateCompanyPayload,
} from '@facet/company-domain';
import {
  actingAsMember,
  boundTo,
  companyUrl,
  type CompanyActing,
} from '@facet/platform-api-client';
import type { Language, TableFormat } from '@facet/platform-kernel';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createContext, useContext, type ReactNode } from 'react';
import {
  useCancelInvitationMutation,
  useChangeEmployeeRoleMutation,
  useGetCompanyQuery,
  useGetEmployeeQuery,
  useGetEmployeesQuery,
  useGetPeopleQuery,
  useGetReminderSettingsQuery,
  useGetReminderTargetsQuery,
  useInviteFromFileMutation,
  useInviteMutation,
  usePreviewInvitationFileMutation,
  useReleaseEmployeeMutation,
  useSendReminderMutation,
  useToggleLicenceMutation,
  useUpdateCompanyMutation,
  useUpdateReminderSettingsMutation,
  type EmployeeListArgs,
  type InvitationFileArgs,
} from './company-endpoints';

type CallError = FetchBaseQueryError | SerializedError;

/** What the panel reads of an RTK Query query hook's answer. */
export interface CompanyQueryState<Answer> {
  data?: Answer;
  isLoading: boolean;
  isFetching: boolean;
  error?: CallError;
  refetch: () => unknown;
}

/** What the panel uses of an RTK Query mutation hook: the trigger and the call's state. */
export type CompanyMutation<Payload, Answer> = readonly [
  (
    payload: Payload,
  ) => Promise<{ data: Answer; error?: undefined } | { data?: undefined; error: CallError }>,
  { isLoading: boolean; error?: CallError; reset: () => void },
];

export interface ReleasePayload {
  email: string;
  lang: string;
}

/**
 * Where the company panel's screens read and change their company: the signed-in manager's own
 * (`/companies/*`, the default) or, in the back office, the company a platform admin opened
 * (`/admin-companies/*`, built by the admin feature). Every member is a hook.
 */
export interface CompanyDataSource {
  /** The panel's address; its employee pages and back links are built from it. */
  panelPath: string;
  useCompany: () => CompanyQueryState<CompanyAnswer>;
  useUpdateCompany: () => CompanyMutation<UpdateCompanyPayload, CompanyAnswer>;
  useEmployees: (args: EmployeeListArgs) => CompanyQueryState<EmployeeListAnswer>;
  useEmployee: (email: string) => CompanyQueryState<EmployeeAnswer>;
  useChangeEmployeeRole: () => CompanyMutation<ChangeRolePayload, EmployeeAnswer>;
  useToggleLicence: () => CompanyMutation<ToggleLicencePayload, EmployeeAnswer>;
  useReleaseEmployee: () => CompanyMutation<ReleasePayload, { email: string }>;
  useInvite: () => CompanyMutation<InvitePayload, InviteAnswer>;
  useCancelInvitation: () => CompanyMutation<{ guest: string }, unknown>;
  /** The people pipeline: members and unaccepted invitations as one list (D62). */
  usePeople: (request: PipelineRequest) => CompanyQueryState<PipelineAnswer>;
  /** The API path of these members with their latest result as a file (issue 22). */
  employeesExportPath: (
    file: { format: TableFormat; lang: Language },
    emails: readonly string[],
  ) => string;
  usePreviewInvitationFile: () => CompanyMutation<InvitationFileArgs, BulkInvitationPreviewAnswer>;
  useInviteFromFile: () => CompanyMutation<InvitationFileArgs, BulkInvitationReportAnswer>;
  useReminderSettings: () => CompanyQueryState<ReminderSettingsAnswer>;
  useUpdateReminderSettings: () => CompanyMutation<ReminderSettings, ReminderSettingsAnswer>;
  useReminderTargets: (page: number) => CompanyQueryState<ReminderTargetListAnswer>;
  useSendReminder: () => CompanyMutation<SendReminder, SendReminderAnswer>;
}

/** The query of an employees export: the file's format and language, and who is in it. */
function employeesExportQuery(
  { format, lang }: { format: TableFormat; lang: Language },
  emails: readonly string[],
): [string, string][] {
  return [
    ['format', format],
    ['lang', lang],
    ...emails.map((email): [string, string] => ['email', email]),
  ];
}

/**
 * The company panel's calls for who acts: the signed-in manager's own company, or the company a
 * platform admin opened in the back office, whose links stay under `panelPath`.
 */
export function companyDataSource(acting: CompanyActing, panelPath: string): CompanyDataSource {
  return {
    panelPath,
    useCompany: () => useGetCompanyQuery(acting),
    useUpdateCompany: () => boundTo(acting, useUpdateCompanyMutation()),
    useEmployees: (args) => useGetEmployeesQuery({ ...args, acting }),
    useEmployee: (email) => useGetEmployeeQuery({ email, acting }),
    useChangeEmployeeRole: () => boundTo(acting, useChangeEmployeeRoleMutation()),
    useToggleLicence: () => boundTo(acting, useToggleLicenceMutation()),
    useReleaseEmployee: () => boundTo(acting, useReleaseEmployeeMutation()),
    useInvite: () => boundTo(acting, useInviteMutation()),
    useCancelInvitation: () => boundTo(acting, useCancelInvitationMutation()),
    usePeople: (request) => useGetPeopleQuery({ ...request, acting }),
    employeesExportPath: (file, emails) =>
      companyUrl(
        acting,
        '/companies/export-employees',
        'manager',
        employeesExportQuery(file, emails),
      ),
    usePreviewInvitationFile: () => boundTo(acting, usePreviewInvitationFileMutation()),
    useInviteFromFile: () => boundTo(acting, useInviteFromFileMutation()),
    useReminderSettings: () => useGetReminderSettingsQuery(acting),
    useUpdateReminderSettings: () => boundTo(acting, useUpdateReminderSettingsMutation()),
    useReminderTargets: (page) => useGetReminderTargetsQuery({ page, acting }),
    useSendReminder: () => {
      const [trigger, state] = useSendReminderMutation();
      return [(reminder: SendReminder) => trigger({ ...reminder, acting }), state];
    },
  };
}

/** The signed-in manager's own company, through /companies/* and /invitations/*. */
export const myCompanyDataSource = companyDataSource(actingAsMember, '/company-panel');

const CompanyDataSourceContext = createContext<CompanyDataSource>(myCompanyDataSource);

/** Points the panel's screens below it at another company's calls. */
export function CompanyDataSourceProvider({
  source,
  children,
}: {
  source: CompanyDataSource;
  children: ReactNode;
}) {
  return (
    <CompanyDataSourceContext.Provider value={source}>{children}</CompanyDataSourceContext.Provider>
  );
}

export function useCompanyDataSource(): CompanyDataSource {
  return useContext(CompanyDataSourceContext);
}
