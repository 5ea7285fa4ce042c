import type { Language } from '@facet/platform-kernel';
import type { ReportText } from './report-text-shape';
import { englishScaleNames } from './en/scale-texts';
import { spanishScaleNames } from './es/scale-texts';
import { portugueseScaleNames } from './pt/scale-texts';

/**
 * The names of the scales and levels, per language: the few words of the report texts that the
 * screens show beside scores. Kept apart from the narratives, which only the API composes, so
 * a screen that names a scale does not bring every report text of every language with it.
 */
export const scaleNamesIn: Record<Language, ReportText['scaleNames']> = {
  en: englishScaleNames,
  es: spanishScaleNames,
  pt: portugueseScaleNames,
};

export const levelNamesIn: Record<Language, ReportText['levelNames']> = {
  en: { low: 'Low', average: 'Average', high: 'High' },
  es: { low: 'Bajo', average: 'Medio', high: 'Alto' },
  pt: { low: 'Baixo', average: 'Médio', high: 'Alto' },
};

export const likelyLevelNamesIn: Record<Language, ReportText['likelyLevelNames']> = {
  en: {
    low_to_average: 'Likely low to average',
    average_to_high: 'Likely average to high',
    low_to_high: 'Likely low to high',
  },
  es: {
    low_to_average: 'Probablemente entre bajo y medio',
    average_to_high: 'Probablemente entre medio y alto',
    low_to_high: 'Probablemente entre bajo y alto',
  },
  pt: {
    low_to_average: 'Provavelmente entre baixo e médio',
    average_to_high: 'Provavelmente entre médio e alto',
    low_to_high: 'Provavelmente entre baixo e alto',
  },
};
