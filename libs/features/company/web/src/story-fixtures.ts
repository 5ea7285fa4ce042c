import type {
  CompanyDashboard,
  CompanyRecord,
  EmployeeRecord,
  PipelinePerson,
} from '@facet/company-domain';
import type { EmployeeGroupRow } from './screens/employee-detail/EmployeeGroupsTableView';
import type { EmployeeResultRow } from './screens/employee-detail/EmployeeResultsTableView';

/** Sample records for stories and view tests. */
export const sampleCompany: CompanyRecord = {
  company_id: 1,
  name: 'Acme Demo',
  email: 'hello@acme.example',
  administrator: 'Alicia Owner',
  adminEmail: 'alicia@acme.example',
  employees: 5,
  licences: 21,
  grantedLicences: 3,
  availableLicences: 16,
  licenceCounts: { purchased: 25, available: 16, assigned: 3, heldByInvitations: 2, used: 4 },
  requireSecondFactor: false,
  viewerRole: 'admin',
};

export const sampleDashboard: CompanyDashboard = {
  companyName: 'Acme Demo',
  licences: sampleCompany.licenceCounts,
  waitingForLicence: 0,
  pendingInvitations: 2,
  assessmentsInProgress: 3,
  finishedThisMonth: 6,
  recentResults: [
    {
      result_id: 41,
      name: 'Erin Employee',
      email: 'erin@acme.example',
      date: '2026-11-20T09:30:00.000Z',
    },
    {
      result_id: 40,
      name: 'Mario Manager',
      email: 'mario@acme.example',
      date: '2026-11-18T15:05:00.000Z',
    },
    {
      result_id: 37,
      name: 'Carla Candidate',
      email: 'carla@acme.example',
      date: '2026-11-02T11:45:00.000Z',
    },
  ],
  finishedByMonth: [
    { month: '2026-06', finished: 2 },
    { month: '2026-07', finished: 0 },
    { month: '2026-08', finished: 5 },
    { month: '2026-09', finished: 9 },
    { month: '2026-10', finished: 4 },
    { month: '2026-11', finished: 6 },
  ],
};

export const sampleEmployees: EmployeeRecord[] = [
  {
    name: 'Alicia Owner',
    email: 'alicia@acme.example',
    role: 'admin',
    licence_state: 'yes',
    hasFinished: false,
    joined_at: '2025-01-10T09:00:00.000Z',
  },
  {
    name: 'Carla Candidate',
    email: 'carla@acme.example',
    role: 'candidate',
    licence_state: 'no',
    hasFinished: true,
    joined_at: '2025-02-01T09:00:00.000Z',
  },
  {
    name: 'Erin Employee',
    email: 'erin@acme.example',
    role: 'employee',
    licence_state: 'inProgress',
    hasFinished: false,
    joined_at: '2025-03-05T09:00:00.000Z',
  },
];

export const sampleEmployeeResults: EmployeeResultRow[] = [
  { result_id: 42, number: 2, date: '2026-03-14T09:30:00.000Z' },
  { result_id: 17, number: 1, date: '2025-11-02T16:05:00.000Z' },
];

export const sampleEmployeeGroups: EmployeeGroupRow[] = [
  { group_id: 3, number: 1, name: 'Customer support', members: 12 },
  { group_id: 8, number: 2, name: 'Sales leads', members: 4 },
];

/** One person in each of the pipeline's states, for stories and view tests. */
export const samplePeople: PipelinePerson[] = [
  {
    kind: 'invitation',
    user_id: null,
    invitation_id: 11,
    name: null,
    email: 'mei.chen@acme.example',
    role: 'employee',
    status: 'invited',
    progress: null,
    finished_at: null,
    result_id: null,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2026-11-29T09:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
  {
    kind: 'member',
    user_id: 2,
    invitation_id: null,
    name: 'Ana Costa',
    email: 'ana.costa@acme.example',
    role: 'candidate',
    status: 'registered',
    progress: null,
    finished_at: null,
    result_id: null,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2026-11-20T09:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
  {
    kind: 'member',
    user_id: 3,
    invitation_id: null,
    name: 'Joao Employee',
    email: 'joao@acme.example',
    role: 'employee',
    status: 'started',
    progress: 45,
    finished_at: null,
    result_id: null,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2026-10-02T09:00:00.000Z',
    reminders: 1,
    last_reminded_at: '2026-11-25T09:00:00.000Z',
  },
  {
    kind: 'member',
    user_id: 4,
    invitation_id: null,
    name: 'Erin Employee',
    email: 'erin@acme.example',
    role: 'employee',
    status: 'finished',
    progress: null,
    finished_at: '2026-11-20T09:30:00.000Z',
    result_id: 41,
    fitPercentage: 83,
    fitScore: 71.4,
    fitDistance: 2.6,
    since: '2026-09-01T09:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
  {
    kind: 'member',
    user_id: 5,
    invitation_id: null,
    name: 'Carla Candidate',
    email: 'carla@acme.example',
    role: 'candidate',
    status: 'flagged',
    progress: null,
    finished_at: '2026-11-18T10:00:00.000Z',
    result_id: 39,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2026-09-01T09:00:00.000Z',
    reminders: 0,
    last_reminded_at: null,
  },
  {
    kind: 'invitation',
    user_id: null,
    invitation_id: 9,
    name: null,
    email: 'old.invite@acme.example',
    role: 'manager',
    status: 'expired',
    progress: null,
    finished_at: null,
    result_id: null,
    fitPercentage: null,
    fitScore: null,
    fitDistance: null,
    since: '2026-08-01T09:00:00.000Z',
    reminders: 2,
    last_reminded_at: '2026-08-09T09:00:00.000Z',
  },
];

export const sampleProfileChoices = [
  { id: 7, name: 'Account Executive' },
  { id: 8, name: 'Team lead' },
];

export const sampleGroupChoices = [
  { id: 3, name: 'Sales' },
  { id: 4, name: 'Support' },
];
