import {
  answerScale,
  currentNorms,
  items,
  scoreAnswers,
  type Facet,
} from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { resultReport, type ResultReport } from '@facet/reports-domain';

/** A result with a spread of levels, so every part of the page has something to show. */
export function fixtureReport(lang: Language = 'en'): ResultReport {
  const answers = Object.fromEntries(
    items.map((item, index) => [item.id, answerScale[(index * 7 + (index >> 3)) % 5] ?? 'neutral']),
  );
  return resultReport(
    {
      result_id: 12,
      number: 2,
      date: '2025-03-14T10:20:00.000Z',
      scores: scoreAnswers(answers),
      norm_version: currentNorms.version,
    },
    lang,
    'person',
  );
}

/**
 * Every item's keyed answer (0 strongly disagree .. 4 strongly agree, reversed for minus-keyed
 * items) per facet: most facets at an end of the scale, so their levels are clear, but
 * assertiveness at 3 (raw 24, its 90 % band crosses into average) and values at 2 (raw 16, its
 * band reaches from low to high, and its norms are provisional).
 */
const keyedAnswerNearBorders: Partial<Record<Facet, number>> = {
  anxiety: 0,
  hostility: 0,
  depression: 0,
  social_anxiety: 0,
  impulsivity: 0,
  vulnerability: 0,
  assertiveness: 3,
  values: 2,
};

/**
 * A result whose levels are clear except for two facets near a level boundary: the page names
 * both levels ("Likely average to high"), hedges their texts (Leadership need reads both) and
 * prints the provisional-norms caveat next to Values and Openness.
 */
export function fixtureReportNearBorders(lang: Language = 'en'): ResultReport {
  const answers = Object.fromEntries(
    items.map((item) => {
      const keyed = keyedAnswerNearBorders[item.facet] ?? 4;
      const position = item.keyed === 'plus' ? keyed : 4 - keyed;
      return [item.id, answerScale[position] ?? 'neutral'];
    }),
  );
  return resultReport(
    {
      result_id: 13,
      number: 3,
      date: '2025-06-02T09:00:00.000Z',
      scores: scoreAnswers(answers),
      norm_version: currentNorms.version,
    },
    lang,
    'person',
  );
}
