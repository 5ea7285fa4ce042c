import type { AdminCompanyRecord, AdminUserRecord, PlatformAdminRecord } from '@facet/admin-domain';
import type { CompanyRecord, EmployeeRecord, PipelinePerson } from '@facet/company-domain';
import type { GroupSummary } from '@facet/groups-domain';
import type { ProfileRecord } from '@facet/profiles-domain';
import { profileFieldsFromRanges } from '@facet/reports-domain';

export const sampleUsers: AdminUserRecord[] = [
  {
    user_id: 1,
    name: 'Alicia Owner',
    email: 'alicia@acme.example',
    lang: 'en',
    role: 'admin',
    company_id: 1,
    companyName: 'Acme Demo',
    licence_state: 'yes',
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    user_id: 2,
    name: 'Nora Nobody',
    email: 'nora@free.example',
    lang: 'es',
    role: null,
    company_id: null,
    companyName: null,
    licence_state: null,
    created_at: '2025-02-01T09:00:00.000Z',
  },
];

export const sampleCompanies: AdminCompanyRecord[] = [
  {
    company_id: 1,
    name: 'Acme Demo',
    email: 'hello@acme.example',
    administrator: 'Alicia Owner',
    adminEmail: 'alicia@acme.example',
    employees: 5,
    licences: 21,
    licenceCounts: { purchased: 25, available: 15, assigned: 4, heldByInvitations: 2, used: 4 },
    created_at: '2025-01-10T09:00:00.000Z',
  },
  {
    company_id: 2,
    name: 'Globex',
    email: 'hello@globex.example',
    administrator: 'Gus Admin',
    adminEmail: 'gus@globex.example',
    employees: 3,
    licences: 0,
    licenceCounts: { purchased: 3, available: 0, assigned: 0, heldByInvitations: 0, used: 3 },
    created_at: '2025-03-10T09:00:00.000Z',
  },
];

export const samplePlatformAdmins: PlatformAdminRecord[] = [
  { petroAdmin_id: 1, name: 'Petra Admin', email: 'admin@facet.example', notifications: true },
  { petroAdmin_id: 2, name: 'Otto Ops', email: 'otto@facet.example', notifications: false },
];

export const sampleCompanyRecord: CompanyRecord = {
  company_id: 1,
  name: 'Acme Demo',
  email: 'hello@acme.example',
  administrator: 'Alicia Owner',
  adminEmail: 'alicia@acme.example',
  employees: 5,
  licences: 25,
  grantedLicences: 4,
  availableLicences: 21,
  licenceCounts: { purchased: 25, available: 21, assigned: 4, heldByInvitations: 0, used: 0 },
  requireSecondFactor: false,
  viewerRole: 'platformAdmin',
};

export const listDefaults = {
  page: 1,
  totalPages: 3,
  onPageChange: () => undefined,
  searchTerm: '',
  onSearchChange: () => undefined,
  onRetry: () => undefined,
};

export const sampleCompanyEmployees: EmployeeRecord[] = [
  {
    name: 'Alicia Owner',
    email: 'alicia@acme.example',
    role: 'admin',
    licence_state: 'yes',
    hasFinished: false,
    joined_at: '2025-01-10T09:00:00.000Z',
  },
  {
    name: 'Erin Employee',
    email: 'erin@acme.example',
    role: 'employee',
    licence_state: 'no',
    hasFinished: false,
    joined_at: '2025-03-05T09:00:00.000Z',
  },
];

/** The company's people pipeline: an open invitation and the two members above, one finished. */
export const sampleCompanyPeople: PipelinePerson[] = [
  {
    kind: 'member',
    user_id: 1,
    invitation_id: null,
    name: 'Alicia Owner',
    email: 'alicia@acme.example',
    role: 'admin',
    status: 'registered',
    progress: null,
    finished_at: null,
    result_id: null,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2025-01-10T09:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
  {
    kind: 'member',
    user_id: 2,
    invitation_id: null,
    name: 'Erin Employee',
    email: 'erin@acme.example',
    role: 'employee',
    status: 'finished',
    progress: null,
    finished_at: '2025-04-02T09:00:00.000Z',
    result_id: 41,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2025-03-05T09:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
  {
    kind: 'invitation',
    user_id: null,
    invitation_id: 5,
    name: null,
    email: 'mei.chen@acme.example',
    role: 'candidate',
    status: 'invited',
    progress: null,
    finished_at: null,
    result_id: null,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2025-04-06T09:00:00.000Z',
    reminders: 1,
    last_reminded_at: '2025-04-08T09:00:00.000Z',
  },
];

export const sampleCompanyProfiles: ProfileRecord[] = [
  {
    profile_id: 11,
    company_id: 1,
    name: 'Sales lead',
    global: false,
    updated_at: '2025-03-01T10:00:00.000Z',
    ...profileFieldsFromRanges({ extraversion: { min: 100, max: 170 } }),
  },
  {
    profile_id: 3,
    company_id: null,
    name: 'Platform Sales',
    global: true,
    updated_at: '2025-01-01T10:00:00.000Z',
    ...profileFieldsFromRanges({ anxiety: { min: 4, max: 14 } }),
  },
];

export const sampleCompanyGroups: GroupSummary[] = [
  { group_id: 21, name: 'Sales team', profile_id: 11, profile_name: 'Sales lead', members: 2 },
  { group_id: 22, name: 'Night shift', profile_id: null, profile_name: null, members: 0 },
];
