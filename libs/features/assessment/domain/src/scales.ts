/**
 * The scales of the product (spec/product.md §3): five Big Five domains, six facets each, and the
 * three PEN scales. Every other part of the product (profiles, reports, charts) reads them from here.
 */
export const domains = [
  'neuroticism_x_emotional_stability',
  'extraversion',
  'openness_to_experience',
  'agreeableness_or_amiability',
  'perseverance_or_responsibility',
] as const;
export type Domain = (typeof domains)[number];

export const facetsByDomain = {
  neuroticism_x_emotional_stability: [
    'anxiety',
    'hostility',
    'depression',
    'social_anxiety',
    'impulsivity',
    'vulnerability',
  ],
  extraversion: [
    'cordiality',
    'gregariousness',
    'assertiveness',
    'activity',
    'excitement_seeking',
    'positive_emotions',
  ],
  openness_to_experience: [
    'fantasy',
    'aesthetic_appreciation',
    'feelings',
    'actions',
    'ideas',
    'values',
  ],
  agreeableness_or_amiability: [
    'trust',
    'frankness',
    'altruism',
    'conciliatory_attitude',
    'modesty',
    'sensitivity_to_others',
  ],
  perseverance_or_responsibility: [
    'competence',
    'orderliness',
    'sense_of_duty',
    'need_for_achievement',
    'self_discipline',
    'deliberation',
  ],
} as const satisfies Record<Domain, readonly string[]>;
export type Facet = (typeof facetsByDomain)[Domain][number];

export const facets: readonly Facet[] = domains.flatMap((domain) => facetsByDomain[domain]);

export const penScales = ['pen_psychoticism', 'pen_extraversion', 'pen_neuroticism'] as const;
export type PenScale = (typeof penScales)[number];

export const scales = [...domains, ...facets, ...penScales] as const;
export type Scale = Domain | Facet | PenScale;

export const itemsPerFacet = 8;
export const maxAnswerValue = 4;
export const facetMaximum = itemsPerFacet * maxAnswerValue;
export const domainMaximum = facetMaximum * 6;

/** The highest score a scale can take: 32 for a facet, 192 for a domain or a PEN scale. */
export function scaleMaximum(scale: Scale): number {
  return (facets as readonly string[]).includes(scale) ? facetMaximum : domainMaximum;
}

export const answerScale = [
  'strongly_disagree',
  'disagree',
  'neutral',
  'agree',
  'strongly_agree',
] as const;
export type Answer = (typeof answerScale)[number];

/** A score on every scale of the product, as stored in a result. */
export type ScaleScores = Record<Scale, number>;

/** Where a score stands against the norm group. */
export const levels = ['low', 'average', 'high'] as const;
export type Level = (typeof levels)[number];
export type ScaleLevels = Record<Scale, Level>;

/** The domain a facet belongs to. */
export function domainOfFacet(facet: Facet): Domain {
  const domain = domains.find((candidate) =>
    (facetsByDomain[candidate] as readonly Facet[]).includes(facet),
  );
  if (!domain) throw new Error(`Unknown facet ${facet}`);
  return domain;
}
