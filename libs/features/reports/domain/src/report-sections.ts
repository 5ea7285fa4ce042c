import type { Scale } from '@facet/assessment-domain';

/** The six report sections of the product (spec/product.md §1), in reading order. */
export const reportSectionKeys = [
  'socialRelationships',
  'work',
  'family',
  'leadershipNeed',
  'keyPersonToPerson',
  'generalConclusion',
] as const;
export type ReportSectionKey = (typeof reportSectionKeys)[number];

/**
 * Who a report is composed for: the person it describes, or their company (its managers and
 * administrators, and the back office acting for it), on screen and in the PDF alike. It sets the
 * voice: the person's report speaks to them in the second person, a company's in the third.
 */
export const reportAudiences = ['person', 'company'] as const;
export type ReportAudience = (typeof reportAudiences)[number];

/**
 * Sections written for the person alone. Family infers close and family life from facet levels:
 * that is no validated use for an employer and more than it needs to know (data minimisation), so
 * a company's report leaves it out and says why (docs/decisions.md, issue 19).
 */
export const personOnlySections = ['family'] as const satisfies readonly ReportSectionKey[];

/** The sections a report for this audience holds, in reading order. */
export function sectionKeysFor(audience: ReportAudience): readonly ReportSectionKey[] {
  if (audience === 'person') return reportSectionKeys;
  return reportSectionKeys.filter(
    (key) => !(personOnlySections as readonly ReportSectionKey[]).includes(key),
  );
}

/**
 * The scales that bear on each section, in the order their sentences are read. A scale may bear on
 * more than one section; each section has its own sentence for it, so the report does not repeat
 * itself. The reasons for each choice are in docs/decisions.md ("Report text and profile fit").
 */
export const scalesBySection = {
  socialRelationships: [
    'cordiality',
    'gregariousness',
    'trust',
    'altruism',
    'social_anxiety',
    'positive_emotions',
  ],
  work: [
    'competence',
    'orderliness',
    'sense_of_duty',
    'need_for_achievement',
    'deliberation',
    'activity',
    'ideas',
  ],
  family: [
    'cordiality',
    'feelings',
    'sensitivity_to_others',
    'anxiety',
    'depression',
    'excitement_seeking',
  ],
  leadershipNeed: ['assertiveness', 'competence', 'self_discipline', 'vulnerability', 'values'],
  keyPersonToPerson: [
    'frankness',
    'conciliatory_attitude',
    'modesty',
    'impulsivity',
    'hostility',
    'actions',
  ],
  generalConclusion: [
    'neuroticism_x_emotional_stability',
    'extraversion',
    'openness_to_experience',
    'agreeableness_or_amiability',
    'perseverance_or_responsibility',
  ],
} as const satisfies Record<ReportSectionKey, readonly Scale[]>;

export type SectionScale<Key extends ReportSectionKey> = (typeof scalesBySection)[Key][number];
