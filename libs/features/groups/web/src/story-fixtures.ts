import { facets, scales } from '@facet/assessment-domain';
import type { GroupFitAnswer, GroupMember, GroupSummary } from '@facet/groups-domain';

export const sampleGroups: GroupSummary[] = [
  { group_id: 1, name: 'Sales team', profile_id: 1, profile_name: 'Sales lead', members: 2 },
  { group_id: 2, name: 'Night shift', profile_id: null, profile_name: null, members: 0 },
];

export const sampleMembers: GroupMember[] = [
  {
    number: 1,
    name: 'Erin Employee',
    email: 'erin@acme.example',
    licence: 'yes',
    hasFinished: false,
  },
  {
    number: 2,
    name: 'João Silva',
    email: 'joao@acme.example',
    licence: 'no',
    hasFinished: true,
  },
];

export const sampleEmployees = [
  ...sampleMembers,
  { name: 'Carla Candidate', email: 'carla@acme.example' },
  { name: 'Mario Manager', email: 'mario@acme.example' },
];

export const sampleProfileOptions = [
  { profile_id: 1, name: 'Sales lead' },
  { profile_id: 3, name: 'Platform Sales' },
];

/** Mean scores of a small group: every facet 18, so each domain (and PEN scale) 108. */
const groupAverage = Object.fromEntries(
  scales.map((scale) => [scale, (facets as readonly string[]).includes(scale) ? 18 : 108]),
);

export const sampleGroupFit: GroupFitAnswer = {
  group: sampleGroups[0]!,
  ranges: { extraversion: { min: 100, max: 170 }, anxiety: { min: 4, max: 14 } },
  leftOutOfFit: [],
  members: [
    {
      name: 'Erin Employee',
      email: 'erin@acme.example',
      result_id: 5,
      fitPercentage: 100,
      fitScore: 97.2,
      fitDistance: 0,
      counts: { inside: 2, borderline: 0, below: 0, above: 0 },
    },
    {
      name: 'Carla Costa',
      email: 'carla@acme.example',
      result_id: 9,
      fitPercentage: 75,
      fitScore: 68.1,
      fitDistance: 3.2,
      counts: { inside: 1, borderline: 1, below: 0, above: 0 },
    },
    {
      name: 'João Silva',
      email: 'joao@acme.example',
      result_id: null,
      fitPercentage: null,
      fitScore: null,
      fitDistance: null,
      counts: null,
    },
  ],
  averageScores: groupAverage,
  withResults: 2,
};
