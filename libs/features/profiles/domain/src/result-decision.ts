import { percentileOfRaw, type Scale } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import {
  profileFit,
  type ProfileFit,
  type ProfileRanges,
  fitScoreWords,
} from '@facet/reports-domain';
import { fitScoreOf, type FitScore, type ScoredResult } from './fit-score';

/** A counted scale whose score lies outside the profile's range, as the manager reads it. */
export interface OutOfRangeScale {
  scale: Scale;
  /** The person's percentile on the scale. */
  percentile: number;
  /** The profile's range, in percentiles of the result's norms. */
  rangeLow: number;
  rangeHigh: number;
  direction: 'below' | 'above';
  /** Outside the range, but within the margin of error of it (the fit's borderline). */
  borderline: boolean;
}

/**
 * What a manager decides with, before any chart (decision D69): the continuous fit score the
 * ranking shows (fitScoreOf, D63), and the scales outside the profile's ranges, clear misses
 * first and the furthest outside first, then those within the margin of error.
 */
export interface ResultDecision {
  fit: ProfileFit;
  /** Null for an invalid protocol or a profile that sets no counted scale. */
  fitScore: FitScore | null;
  outOfRange: OutOfRangeScale[];
  /** How many scales the fit counts (D49: a domain and its own facets once). */
  counted: number;
}

const outsideBy = ({ percentile, rangeLow, rangeHigh }: OutOfRangeScale) =>
  Math.max(rangeLow - percentile, percentile - rangeHigh);

export function resultDecisionOf(result: ScoredResult, ranges: ProfileRanges): ResultDecision {
  const fit = profileFit(result.scores, ranges, result.norms);
  const counted = fit.scales.filter((scale) => scale.counted);
  const outOfRange = counted
    .filter((scale) => scale.position !== 'inside')
    .map(({ scale, score, min, max, position }): OutOfRangeScale => {
      const norm = result.norms.scales[scale];
      return {
        scale,
        percentile: percentileOfRaw(score, norm),
        rangeLow: percentileOfRaw(min, norm),
        rangeHigh: percentileOfRaw(max, norm),
        direction: score < min ? 'below' : 'above',
        borderline: position === 'borderline',
      };
    })
    .sort((a, b) => Number(a.borderline) - Number(b.borderline) || outsideBy(b) - outsideBy(a));
  return { fit, fitScore: fitScoreOf(result, ranges), outOfRange, counted: counted.length };
}

/**
 * The words of the fit headline, once for the page's catalogue and the company's PDF. Simple
 * `{name}` placeholders only (no plural forms), so both the page's messages and the PDF's plain
 * replacement read them.
 */
export const resultDecisionWords = {
  fitTitle: {
    en: 'Fit with “{profile}”',
    es: 'Ajuste con «{profile}»',
    pt: 'Ajuste com «{profile}»',
  },
  outOf100: { en: 'out of 100', es: 'sobre 100', pt: 'de 100' },
  /** What the ranking says of a fit score inside every range, and outside some range. */
  inside: fitScoreWords.inside,
  outside: fitScoreWords.outside,
  outsideCount: {
    en: '{outside} of {total} scales outside the profile’s ranges',
    es: '{outside} de {total} escalas fuera de los rangos del perfil',
    pt: '{outside} de {total} escalas fora das faixas do perfil',
  },
  allInside: {
    en: 'Every scale the profile sets is inside its range.',
    es: 'Todas las escalas que define el perfil están dentro de su rango.',
    pt: 'Todas as escalas que o perfil define estão dentro da faixa.',
  },
  outsideTitle: {
    en: 'Outside the profile’s ranges',
    es: 'Fuera de los rangos del perfil',
    pt: 'Fora das faixas do perfil',
  },
  below: {
    en: 'percentile {percentile}, below the range {low}–{high}',
    es: 'percentil {percentile}, por debajo del rango {low}–{high}',
    pt: 'percentil {percentile}, abaixo da faixa {low}–{high}',
  },
  above: {
    en: 'percentile {percentile}, above the range {low}–{high}',
    es: 'percentil {percentile}, por encima del rango {low}–{high}',
    pt: 'percentil {percentile}, acima da faixa {low}–{high}',
  },
  borderlineBelow: {
    en: 'percentile {percentile}, just below the range {low}–{high}, within the margin of error',
    es: 'percentil {percentile}, justo por debajo del rango {low}–{high}, dentro del margen de error',
    pt: 'percentil {percentile}, logo abaixo da faixa {low}–{high}, dentro da margem de erro',
  },
  borderlineAbove: {
    en: 'percentile {percentile}, just above the range {low}–{high}, within the margin of error',
    es: 'percentil {percentile}, justo por encima del rango {low}–{high}, dentro del margen de error',
    pt: 'percentil {percentile}, logo acima da faixa {low}–{high}, dentro da margem de erro',
  },
  scaleByScale: {
    en: 'Scale by scale against “{profile}”',
    es: 'Escala por escala frente a «{profile}»',
    pt: 'Escala por escala em relação a «{profile}»',
  },
  chartNote: {
    en: 'Each bar ends at the person’s percentile; the shaded band is the profile’s range.',
    es: 'Cada barra termina en el percentil de la persona; la banda sombreada es el rango del perfil.',
    pt: 'Cada barra termina no percentil da pessoa; a faixa sombreada é a faixa do perfil.',
  },
  noRanges: {
    en: 'The profile sets no ranges to compare with.',
    es: 'El perfil no define rangos con los que comparar.',
    pt: 'O perfil não define faixas para comparar.',
  },
} satisfies Record<string, Record<Language, string>>;

/** Which of the words describes one scale outside the range. */
export function outOfRangeWordsKey(
  scale: Pick<OutOfRangeScale, 'direction' | 'borderline'>,
): 'below' | 'above' | 'borderlineBelow' | 'borderlineAbove' {
  if (!scale.borderline) return scale.direction;
  return scale.direction === 'below' ? 'borderlineBelow' : 'borderlineAbove';
}
