import type { Level, Scale, ScaleLevels } from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import {
  reportSectionKeys,
  scalesBySection,
  sectionKeysFor,
  type ReportAudience,
  type ReportSectionKey,
  type SectionScale,
} from './report-sections';
import type { ReportText, SectionText, VoiceText } from './text/report-text-shape';
import { reportTexts } from './text/report-texts';

/**
 * Version of the report wording. Reports are generated at read time (DESIGN §5), so a PDF cache
 * keyed by this string is invalidated when the wording changes.
 */
export const reportTextVersion = 'report-text/3';

export interface ReportSection {
  key: ReportSectionKey;
  title: string;
  paragraphs: string[];
}

/** A section a report leaves out for its audience, named with the reason. */
export interface OmittedSection {
  key: ReportSectionKey;
  title: string;
  reason: string;
}

/**
 * The report sections for one result and audience, in reading order: all six for the person, all
 * but the person-only ones for a company. Each section opens with a fixed introduction, then one
 * paragraph for the scales where the person stands out (high or low) and one for the scales in the
 * average range, so the distinctive tendencies are read first. The general conclusion ends with a
 * closing reminder. The person's report speaks to them ("you"); a company's speaks about them. The
 * same levels, language and audience always give the same text.
 */
export function buildReport(
  levels: ScaleLevels,
  language: Language,
  audience: ReportAudience,
): ReportSection[] {
  const text = reportTexts[language];
  return sectionKeysFor(audience).map((key) =>
    buildSection(key, levels, text, text.voices[audience]),
  );
}

/** The sections a report for this audience leaves out, each with why, in reading order. */
export function omittedSections(language: Language, audience: ReportAudience): OmittedSection[] {
  const text = reportTexts[language];
  const included = new Set(sectionKeysFor(audience));
  return reportSectionKeys
    .filter((key) => !included.has(key))
    .map((key) => ({
      key,
      title: text.sectionTitles[key],
      reason: text.personOnlySectionReason,
    }));
}

function buildSection<Key extends ReportSectionKey>(
  key: Key,
  levels: ScaleLevels,
  text: ReportText,
  voice: VoiceText,
): ReportSection {
  const sectionText: SectionText<Key> = voice.sections[key];
  const bearingScales: readonly SectionScale<Key>[] = scalesBySection[key];
  const sentenceAt = (scale: SectionScale<Key>) => sectionText.byScale[scale][levels[scale]];
  const standsOut = (scale: Scale) => levels[scale] !== 'average';

  const distinctive = bearingScales.filter(standsOut).map(sentenceAt).join(' ');
  const balanced = bearingScales
    .filter((scale) => !standsOut(scale))
    .map(sentenceAt)
    .join(' ');
  const closing = key === 'generalConclusion' ? voice.closing : '';

  return {
    key,
    title: text.sectionTitles[key],
    paragraphs: [sectionText.introduction, distinctive, balanced, closing].filter(
      (paragraph) => paragraph !== '',
    ),
  };
}

/** A short text about one scale at one level, shown next to its score, in the audience's voice. */
export function describeScale(
  scale: Scale,
  level: Level,
  language: Language,
  audience: ReportAudience,
): string {
  return reportTexts[language].voices[audience].descriptions[scale][level];
}

/** The display name of a scale. */
export function scaleName(scale: Scale, language: Language): string {
  return reportTexts[language].scaleNames[scale];
}

/** The display name of a level (low, average, high). */
export function levelName(level: Level, language: Language): string {
  return reportTexts[language].levelNames[level];
}
