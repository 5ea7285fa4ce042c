import type { AuditTrailEntry, ResultReadEntry } from '@facet/audit-trail-domain';

const mario = { kind: 'user' as const, id: 4, name: 'Mario Manager', email: 'mario@acme.example' };
const erin = { id: 7, name: 'Erin Employee', email: 'erin@acme.example' };
const acme = { id: 1, name: 'Acme Demo' };

/** One look at a ranking: one entry listing the people it showed, one of them since erased. */
export const rankingView: AuditTrailEntry = {
  id: 42,
  at: '2026-11-20T09:30:00.000Z',
  actor: mario,
  action: 'ranking.read',
  target: 'Account Executive',
  person: null,
  people: [
    { id: 12, name: 'Carla Candidate', email: 'carla@acme.example' },
    erin,
    { id: 15, name: 'Nora Lind', email: 'nora.lind@acme.example' },
    { id: 11, name: null, email: null },
  ],
  company: acme,
  details: { profile_id: 3, page: 1, people: 4, actor_role: 'manager' },
};

/** Group views are one entry each too (decision D70): a group's fit, a team view, two teams compared. */
export const groupViews: AuditTrailEntry[] = [
  {
    ...rankingView,
    id: 45,
    action: 'group_fit.read',
    target: 'Sales team',
    people: rankingView.people.slice(0, 2),
    details: { group_id: 4, people: 2, actor_role: 'manager' },
  },
  {
    ...rankingView,
    id: 44,
    action: 'result.read_in_team_view',
    target: 'Acme Demo',
    details: { group_id: null, people: 4, actor_role: 'manager' },
  },
  {
    ...rankingView,
    id: 43,
    action: 'result.read_in_team_view',
    target: 'Sales team',
    details: {
      group_id: 4,
      compared_group_id: 5,
      compared_with: 'Support team',
      people: 4,
      actor_role: 'manager',
    },
  },
];

/** A spreadsheet is one entry listing the people in it (decision D73): a ranking, a group, the people. */
export const exportsOfMany: AuditTrailEntry[] = [
  {
    ...rankingView,
    id: 48,
    action: 'company.export_downloaded',
    details: {
      export: 'ranking',
      format: 'xlsx',
      lang: 'en',
      rows: 4,
      filters: { profile_id: 3 },
      people: 4,
      actor_role: 'manager',
    },
  },
  {
    ...rankingView,
    id: 47,
    action: 'company.export_downloaded',
    target: 'Sales team',
    people: rankingView.people.slice(0, 2),
    details: {
      export: 'group',
      format: 'csv',
      lang: 'es',
      rows: 2,
      group_id: 4,
      profile_id: 3,
      people: 2,
      actor_role: 'manager',
    },
  },
  {
    ...rankingView,
    id: 46,
    action: 'company.export_downloaded',
    target: 'Acme Demo',
    people: [erin],
    details: {
      export: 'employees',
      format: 'csv',
      lang: 'en',
      rows: 2,
      profile_id: null,
      people: 1,
      actor_role: 'manager',
    },
  },
];

export const sampleEntries: AuditTrailEntry[] = [
  {
    id: 41,
    at: '2026-11-20T09:12:00.000Z',
    actor: mario,
    action: 'result.read',
    target: erin.email,
    person: erin,
    people: [],
    company: acme,
    details: { result_id: 12, actor_role: 'manager' },
  },
  {
    id: 40,
    at: '2026-11-19T16:40:00.000Z',
    actor: { kind: 'admin', id: 1, name: 'Petra Admin', email: 'admin@facet.example' },
    action: 'company.licences_added',
    target: 'hello@acme.example',
    person: null,
    people: [],
    company: acme,
    details: { licences: 5 },
  },
  {
    id: 39,
    at: '2026-11-18T08:05:00.000Z',
    actor: { kind: 'user', id: 9, name: null, email: null },
    action: 'webhooks.endpoint_added',
    target: null,
    person: { id: 11, name: 'erased-person:2f7c', email: null },
    people: [],
    company: acme,
    details: {},
  },
  {
    id: 38,
    at: '2026-11-17T07:00:00.000Z',
    actor: { kind: 'system', id: null, name: null, email: null },
    action: 'company.reminder_sent',
    target: 'joao@acme.example',
    person: { id: 8, name: 'Joao Employee', email: 'joao@acme.example' },
    people: [],
    company: acme,
    details: { step: 1 },
  },
];

export const sampleReads: ResultReadEntry[] = [
  {
    id: 41,
    at: '2026-11-20T09:12:00.000Z',
    reader: { name: 'Mario Manager', role: 'manager' },
    company: acme,
    what: 'resultPage',
  },
  {
    id: 37,
    at: '2026-11-16T10:30:00.000Z',
    reader: { name: 'Alicia Admin', role: 'admin' },
    company: acme,
    what: 'report',
  },
  {
    id: 30,
    at: '2026-11-10T14:00:00.000Z',
    reader: { name: 'Petra Admin', role: 'platformAdmin' },
    company: acme,
    what: 'ranking',
  },
];
