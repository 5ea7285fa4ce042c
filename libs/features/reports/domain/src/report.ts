import type { Level, Scale, ScaleLevels } from '@facet/assessment-domain';
import type { ReportLanguage } from './report-language';
import {
  reportSectionKeys,
  scalesBySection,
  type ReportSectionKey,
  type SectionScale,
} from './report-sections';
import type { ReportText, SectionText } from './text/report-text-shape';
import { reportTexts } from './text/report-texts';

/**
 * Version of the report wording. Reports are generated at read time (DESIGN §5), so a PDF cache
 * keyed by this string is invalidated when the wording changes.
 */
export const reportTextVersion = 'report-text/1';

export interface ReportSection {
  key: ReportSectionKey;
  title: string;
  paragraphs: string[];
}

/**
 * The six report sections for one result, in reading order. Each section opens with a fixed
 * introduction, then one paragraph for the scales where the person stands out (high or low) and one
 * for the scales in the average range, so the distinctive tendencies are read first. The general
 * conclusion ends with a closing reminder. The same levels and language always give the same text.
 */
export function buildReport(levels: ScaleLevels, language: ReportLanguage): ReportSection[] {
  const text = reportTexts[language];
  return reportSectionKeys.map((key) => buildSection(key, levels, text));
}

function buildSection<Key extends ReportSectionKey>(
  key: Key,
  levels: ScaleLevels,
  text: ReportText,
): ReportSection {
  const sectionText: SectionText<Key> = text.sections[key];
  const bearingScales: readonly SectionScale<Key>[] = scalesBySection[key];
  const sentenceAt = (scale: SectionScale<Key>) => sectionText.byScale[scale][levels[scale]];
  const standsOut = (scale: Scale) => levels[scale] !== 'average';

  const distinctive = bearingScales.filter(standsOut).map(sentenceAt).join(' ');
  const balanced = bearingScales
    .filter((scale) => !standsOut(scale))
    .map(sentenceAt)
    .join(' ');
  const closing = key === 'generalConclusion' ? text.closing : '';

  return {
    key,
    title: sectionText.title,
    paragraphs: [sectionText.introduction, distinctive, balanced, closing].filter(
      (paragraph) => paragraph !== '',
    ),
  };
}

/** A short text about one scale at one level, shown next to its score. */
export function describeScale(scale: Scale, level: Level, language: ReportLanguage): string {
  return reportTexts[language].scales.descriptions[scale][level];
}

/** The display name of a scale. */
export function scaleName(scale: Scale, language: ReportLanguage): string {
  return reportTexts[language].scales.names[scale];
}

/** The display name of a level (low, average, high). */
export function levelName(level: Level, language: ReportLanguage): string {
  return reportTexts[language].levelNames[level];
}
