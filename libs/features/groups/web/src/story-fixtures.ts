import type { GroupMember, GroupSummary } from '@facet/groups-domain';

export const sampleGroups: GroupSummary[] = [
  { group_id: 1, name: 'Sales team', profile_id: 1, profile_name: 'Sales lead', members: 2 },
  { group_id: 2, name: 'Night shift', profile_id: null, profile_name: null, members: 0 },
];

export const sampleMembers: GroupMember[] = [
  { number: 1, name: 'Erin Employee', email: 'erin@acme.example', licence: 'yes' },
  { number: 2, name: 'João Silva', email: 'joao@acme.example', licence: 'inProgress' },
];

export const sampleProfileOptions = [
  { profile_id: 1, name: 'Sales lead' },
  { profile_id: 3, name: 'Platform Sales' },
];
