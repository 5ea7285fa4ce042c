import type { EmployeeResultInformAnswer, ProfileRecord } from '@facet/profiles-domain';
import { profileFieldsFromRanges, profileFit, resultInform } from '@facet/reports-domain';
import type { ScaleScores } from '@facet/assessment-domain';
import { currentNorms, domains, facetsByDomain } from '@facet/assessment-domain';

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

export function sampleResultAnswer(withProfile: boolean): EmployeeResultInformAnswer {
  const profile = withProfile ? sampleProfile() : null;
  return {
    employee: { name: 'Erin Employee', email: 'erin@acme.example' },
    inform: resultInform(
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
    comparison: profile
      ? profileFit(
          scores,
          { extraversion: { min: 100, max: 170 }, anxiety: { min: 4, max: 14 } },
          currentNorms,
        )
      : null,
    validity: { status: 'valid', flags: [], indices: null },
    retakeGrantedAt: null,
  };
}

/** An invalid protocol as the company sees it: raw scores and the reason only. */
export const sampleInvalidResultAnswer: EmployeeResultInformAnswer = {
  employee: { name: 'Erin Employee', email: 'erin@acme.example' },
  inform: null,
  scores,
  profile: null,
  comparison: null,
  validity: { status: 'invalid', flags: ['longstring'], indices: null },
  retakeGrantedAt: null,
};
