import type { CandidateApplication, Position, PublicPositionAnswer } from '@facet/hiring-domain';
import type { PositionChoice } from './position-choices';

const token = 'q8Vb2mXr9TzLk4NwPj7sYc1HdG5fA0eU3iOoRtKvBnM';

export const sampleProfileChoices: readonly PositionChoice[] = [
  { id: 3, name: 'Data analyst' },
  { id: 4, name: 'Sales (B2B)' },
];

export const sampleGroupChoices: readonly PositionChoice[] = [{ id: 7, name: 'Autumn intake' }];

export const samplePosition: Position = {
  id: 11,
  name: 'Junior data analyst',
  profileId: 3,
  profileName: 'Data analyst',
  groupId: 7,
  groupName: 'Autumn intake',
  languages: ['en', 'es'],
  opensAt: '2026-11-20T08:00:00.000Z',
  closesAt: '2026-12-20T22:59:59.000Z',
  closedAt: null,
  candidateCap: 40,
  seatsLeft: 28,
  candidateView: 'report',
  state: 'open',
  publicToken: token,
  counts: { applied: 12, started: 4, finished: 7 },
  createdAt: '2026-11-19T10:00:00.000Z',
  updatedAt: '2026-11-19T10:00:00.000Z',
};

export const samplePositions: readonly Position[] = [
  samplePosition,
  {
    ...samplePosition,
    id: 12,
    name: 'Account executive',
    profileId: 4,
    profileName: 'Sales (B2B)',
    groupId: null,
    groupName: null,
    state: 'full',
    seatsLeft: 0,
    candidateCap: 10,
    closesAt: null,
    counts: { applied: 10, started: 2, finished: 8 },
  },
  {
    ...samplePosition,
    id: 13,
    name: 'Summer interns',
    state: 'closed',
    closedAt: '2026-09-01T10:00:00.000Z',
    counts: { applied: 31, started: 0, finished: 29 },
  },
];

export const samplePublicPosition: PublicPositionAnswer = {
  company: { name: 'Acme Analytics', logoUrl: null },
  position: {
    name: 'Junior data analyst',
    languages: ['en', 'es', 'pt'],
    state: 'open',
    opensAt: '2026-11-20T08:00:00.000Z',
    closesAt: '2026-12-20T22:59:59.000Z',
  },
  dataUse: { retentionMonths: 12, candidateView: 'report' },
};

export const sampleApplication: CandidateApplication = {
  id: 91,
  positionName: 'Junior data analyst',
  companyName: 'Acme Analytics',
  source: 'link',
  status: 'applied',
  appliedAt: '2026-11-30T09:00:00.000Z',
  submittedAt: null,
};
