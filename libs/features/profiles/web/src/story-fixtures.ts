import type {
  EmployeeResultReportAnswer,
  ProfileRankingAnswer,
  ProfileRecord,
  RankedMember,
  RankingComparisonAnswer,
} from '@facet/profiles-domain';
import {
  profileFieldsFromRanges,
  profileFit,
  rangesFromProfileFields,
  resultReport,
} from '@facet/reports-domain';
import type { ScaleScores } from '@facet/assessment-domain';
import { currentNorms, domains, facets, facetsByDomain } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import type { RankingGroup } from './profiles-endpoints';

export function sampleProfile(overrides: Partial<ProfileRecord> = {}): ProfileRecord {
  return {
    profile_id: 1,
    company_id: 7,
    name: 'Sales lead',
    global: false,
    updated_at: '2025-03-01T10:00:00.000Z',
    ...profileFieldsFromRanges({
      extraversion: { min: 100, max: 170 },
      anxiety: { min: 4, max: 14 },
    }),
    ...overrides,
  };
}

export const sampleProfiles: ProfileRecord[] = [
  sampleProfile(),
  sampleProfile({ profile_id: 2, name: 'Analyst' }),
  sampleProfile({ profile_id: 3, name: 'Platform Sales', company_id: null, global: true }),
];

const scores = (() => {
  const values: Record<string, number> = {};
  domains.forEach((domain, index) => {
    facetsByDomain[domain].forEach((facet, position) => {
      values[facet] = 8 + (((index * 6 + position) * 7) % 22);
    });
    values[domain] = facetsByDomain[domain].reduce((sum, facet) => sum + values[facet]!, 0);
  });
  values['pen_extraversion'] = values['extraversion']!;
  values['pen_neuroticism'] = values['neuroticism_x_emotional_stability']!;
  values['pen_psychoticism'] = 60;
  return values as ScaleScores;
})();

/**
 * A profile the sample result misses on two scales: far below on Anxiety, far above on Trust,
 * inside on Extraversion.
 */
export const someOutOfRangeProfile = sampleProfile({
  profile_id: 4,
  name: 'Account executive',
  ...profileFieldsFromRanges({
    extraversion: { min: 100, max: 170 },
    anxiety: { min: 16, max: 24 },
    trust: { min: 4, max: 12 },
  }),
});

/** Erin's result as a manager reads it, compared with the given profile (null: none chosen). */
export function sampleResultAnswerWith(profile: ProfileRecord | null): EmployeeResultReportAnswer {
  return {
    employee: { name: 'Erin Employee', email: 'erin@acme.example' },
    inform: resultReport(
      {
        result_id: 5,
        number: 2,
        date: '2025-03-02T09:00:00.000Z',
        scores,
        norm_version: currentNorms.version,
      },
      'en',
      'company',
    ),
    scores,
    profile,
    comparison: profile ? profileFit(scores, rangesFromProfileFields(profile), currentNorms) : null,
    validity: { status: 'valid', flags: [], indices: null },
    retakeGrantedAt: null,
  };
}

/** Compared with "Sales lead", inside both of its ranges; or with no profile chosen. */
export function sampleResultAnswer(withProfile: boolean): EmployeeResultReportAnswer {
  return sampleResultAnswerWith(withProfile ? sampleProfile() : null);
}

/** A questionable protocol as the company sees it: the whole report, under the caution. */
export function sampleQuestionableResultAnswer(
  flags: EmployeeResultReportAnswer['validity']['flags'],
  profile: ProfileRecord = sampleProfile(),
): EmployeeResultReportAnswer {
  return {
    ...sampleResultAnswerWith(profile),
    validity: { status: 'questionable', flags, indices: null },
  };
}

/** An invalid protocol as the company sees it: raw scores and the reason only. */
export const sampleInvalidResultAnswer: EmployeeResultReportAnswer = {
  employee: { name: 'Erin Employee', email: 'erin@acme.example' },
  inform: null,
  scores,
  profile: null,
  comparison: null,
  validity: { status: 'invalid', flags: ['longstring'], indices: null },
  retakeGrantedAt: null,
};

const rankingProfile = sampleProfiles[0]!;

/** A ranked person's fit: the percentage of positions, the score and how far outside. */
interface StoryFit {
  percentage: number;
  score: number;
  distance: number;
}

/** A member of a ranking, as the API answers it; no fit for an invalid result. */
export const rankedMember = (
  user_id: number,
  name: string,
  fit: StoryFit | null,
  counts: RankedMember['counts'],
  validity: RankedMember['validity'] = 'valid',
  shortlisted = false,
): RankedMember => ({
  user_id,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@acme.example`,
  member_role: user_id % 3 === 0 ? 'candidate' : 'employee',
  result_id: 100 + user_id,
  date: `2026-0${1 + (user_id % 8)}-1${user_id % 9}T10:00:00.000Z`,
  fitPercentage: fit?.percentage ?? null,
  fitScore: fit?.score ?? null,
  fitDistance: fit?.distance ?? null,
  counts,
  validity,
  shortlisted,
  applied_at: null,
  source: null,
  application_id: null,
  hired_at: null,
});

const allInside = { inside: 4, borderline: 0, below: 0, above: 0 };

/** A ranking's first page of three. */
export const sampleRanking: ProfileRankingAnswer = {
  profile: { profile_id: rankingProfile.profile_id, name: rankingProfile.name },
  position: null,
  members: [
    rankedMember(1, 'Carla Candidate', { percentage: 100, score: 97.4, distance: 0 }, allInside),
    rankedMember(
      2,
      'Joao Employee',
      { percentage: 88, score: 86.3, distance: 0.4 },
      { inside: 3, borderline: 1, below: 0, above: 0 },
      'valid',
      true,
    ),
    rankedMember(
      3,
      'Erin Employee',
      { percentage: 50, score: 52.9, distance: 7 },
      { inside: 2, borderline: 0, below: 1, above: 1 },
    ),
    rankedMember(
      4,
      'Alicia Owner',
      { percentage: 38, score: 41.5, distance: 11.7 },
      { inside: 1, borderline: 1, below: 2, above: 0 },
      'questionable',
    ),
  ],
  page: 1,
  totalPages: 3,
  total: 24,
  invalidExcluded: 0,
  leftOutOfFit: [],
};

/**
 * Five people inside every range, who all fit 100 %: the score still tells them apart by how near
 * the ranges' centres they are.
 */
export const tiesBrokenRanking: ProfileRankingAnswer = {
  ...sampleRanking,
  members: [
    rankedMember(1, 'Carla Candidate', { percentage: 100, score: 98.6, distance: 0 }, allInside),
    rankedMember(5, 'Nora Lind', { percentage: 100, score: 96.1, distance: 0 }, allInside),
    rankedMember(6, 'Tom Baker', { percentage: 100, score: 94.8, distance: 0 }, allInside),
    rankedMember(
      7,
      'Mario Manager',
      { percentage: 100, score: 93, distance: 0 },
      allInside,
      'questionable',
    ),
    rankedMember(8, 'Erin Employee', { percentage: 100, score: 91.2, distance: 0 }, allInside),
  ],
  totalPages: 1,
  total: 5,
};

/** Two people side by side against the ranking's profile. */
export const sampleComparison: RankingComparisonAnswer = {
  profile: sampleRanking.profile,
  scales: [...domains, ...facets].map((scale, index) => ({
    scale,
    range: index % 3 === 0 ? { low: 40 + (index % 4) * 5, high: 80 } : null,
  })),
  people: [
    {
      user_id: 1,
      name: 'Carla Candidate',
      validity: 'valid',
      fitScore: 97.4,
      percentiles: Object.fromEntries(
        [...domains, ...facets].map((scale, index) => [scale, 30 + ((index * 17) % 60)]),
      ),
    },
    {
      user_id: 2,
      name: 'Joao Employee',
      validity: 'questionable',
      fitScore: 86.3,
      percentiles: Object.fromEntries(
        [...domains, ...facets].map((scale, index) => [scale, 20 + ((index * 29) % 70)]),
      ),
    },
  ],
};

/** The company's groups the ranking may be narrowed to. */
export const sampleRankingGroups: RankingGroup[] = [
  { group_id: 7, name: 'Warehouse leads' },
  { group_id: 8, name: 'Sales, north' },
];

/**
 * Scores whose levels are clear except near a level boundary: assertiveness 24 (its 90 % band
 * crosses from high into average) and values 16 (its band reaches from low to high, and its norms
 * are provisional, as are Openness's).
 */
const nearBorderScores = (() => {
  const values: Record<string, number> = {};
  for (const domain of domains) {
    for (const facet of facetsByDomain[domain]) {
      values[facet] = domain === 'neuroticism_x_emotional_stability' ? 0 : 32;
    }
  }
  values['assertiveness'] = 24;
  values['values'] = 16;
  for (const domain of domains) {
    values[domain] = facetsByDomain[domain].reduce((sum, facet) => sum + values[facet]!, 0);
  }
  values['pen_extraversion'] = values['extraversion']!;
  values['pen_neuroticism'] = values['neuroticism_x_emotional_stability']!;
  values['pen_psychoticism'] = 0;
  return values as ScaleScores;
})();

/** A result near a level boundary, read in `language`: hedged texts and the norms caveat. */
export function sampleNearBorderResultAnswer(language: Language): EmployeeResultReportAnswer {
  return {
    ...sampleResultAnswer(false),
    inform: resultReport(
      {
        result_id: 6,
        number: 3,
        date: '2025-06-02T09:00:00.000Z',
        scores: nearBorderScores,
        norm_version: currentNorms.version,
      },
      language,
      'company',
    ),
    scores: nearBorderScores,
  };
}

/** An applicant of a position's ranking: no role, no star, when and how they applied. */
const applicant = (
  member: RankedMember,
  appliedAt: string,
  source: NonNullable<RankedMember['source']>,
): RankedMember => ({
  ...member,
  email: member.email.replace('@acme.example', '@applicants.example'),
  member_role: null,
  shortlisted: false,
  applied_at: appliedAt,
  source,
  application_id: 300 + member.user_id,
  hired_at: null,
});

/** The applicants to a position who finished the assessment, against its profile (D92). */
export const samplePositionRanking: ProfileRankingAnswer = {
  ...sampleRanking,
  position: { position_id: 12, name: 'Data analyst' },
  members: [
    applicant(
      rankedMember(21, 'Lucia Applicant', { percentage: 100, score: 95.2, distance: 0 }, allInside),
      '2026-11-03T09:30:00.000Z',
      'link',
    ),
    applicant(
      rankedMember(
        22,
        'Pedro Applicant',
        { percentage: 75, score: 80.4, distance: 1.2 },
        { inside: 3, borderline: 0, below: 1, above: 0 },
        'questionable',
      ),
      '2026-11-04T16:10:00.000Z',
      'invitation',
    ),
    applicant(
      rankedMember(
        23,
        'Sara Applicant',
        { percentage: 50, score: 55.1, distance: 6.3 },
        { inside: 2, borderline: 0, below: 0, above: 2 },
      ),
      '2026-11-06T11:00:00.000Z',
      'file',
    ),
  ],
  page: 1,
  totalPages: 1,
  total: 3,
};
