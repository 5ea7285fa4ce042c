import {
  domains,
  facetsByDomain,
  psychoticismFacets,
  type Facet,
  type ScaleScores,
} from '@facet/assessment-domain';
import type { ProfileRanges } from '@facet/reports-domain';

/**
 * Sample results for stories and tests. Not exported from index.ts; kept apart from testing.ts
 * because stories run in the browser and must not pull in Vitest or Testing Library.
 */

/** Facet scores of one plausible person (0..32), with every domain and PEN scale derived from them. */
const sampleFacets: Record<Facet, number> = {
  anxiety: 21,
  hostility: 12,
  depression: 9,
  social_anxiety: 17,
  impulsivity: 14,
  vulnerability: 8,
  cordiality: 26,
  gregariousness: 19,
  assertiveness: 24,
  activity: 18,
  excitement_seeking: 11,
  positive_emotions: 27,
  fantasy: 20,
  aesthetic_appreciation: 25,
  feelings: 23,
  actions: 15,
  ideas: 29,
  values: 13,
  trust: 22,
  frankness: 27,
  altruism: 28,
  conciliatory_attitude: 19,
  modesty: 14,
  sensitivity_to_others: 24,
  competence: 26,
  orderliness: 30,
  sense_of_duty: 28,
  need_for_achievement: 25,
  self_discipline: 21,
  deliberation: 23,
};

/** Scores on all 38 scales, derived from facets as the scoring engine does (DESIGN §5). */
export function scoresFromFacets(facetScores: Record<Facet, number>): ScaleScores {
  const scores = { ...facetScores } as ScaleScores;
  for (const domain of domains) {
    scores[domain] = facetsByDomain[domain].reduce((sum, facet) => sum + facetScores[facet], 0);
  }
  scores.pen_extraversion = scores.extraversion;
  scores.pen_neuroticism = scores.neuroticism_x_emotional_stability;
  scores.pen_psychoticism =
    192 - psychoticismFacets.reduce((sum, facet) => sum + facetScores[facet], 0);
  return scores;
}

export const sampleScores: ScaleScores = scoresFromFacets(sampleFacets);

/**
 * Five scales. Extraversion is left out of the fit, since assertiveness, one of its facets, is set
 * (leftOutOfFit). Of the four counted, the sample is inside two (orderliness at the top end) and
 * outside two but within their error band, so borderline (anxiety 21 against 4-16, deliberation 23
 * against 24-32): 3 of 4, 75%.
 */
export const sampleRanges: ProfileRanges = {
  extraversion: { min: 110, max: 150 },
  anxiety: { min: 4, max: 16 },
  assertiveness: { min: 20, max: 30 },
  orderliness: { min: 16, max: 30 },
  deliberation: { min: 24, max: 32 },
};
