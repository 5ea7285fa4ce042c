import {
  hasProvisionalNorms,
  type Level,
  type LevelCrossing,
  type Scale,
  type ScaleDescription,
} from '@facet/assessment-domain';
import type { Language } from '@facet/platform-kernel';
import { allowsCandidWording } from './candour';
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
import { levelNamesIn, likelyLevelNamesIn, scaleNamesIn } from './text/scale-and-level-names';

/**
 * Version of the report wording. Reports are generated at read time (DESIGN §5), so a PDF cache
 * keyed by this string is invalidated when the wording changes.
 */
export const reportTextVersion = 'report-text/5';

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

/** What the report text reads of a scale's score: its level, printed T and 90 % band. */
export type ScaleStanding = Pick<ScaleDescription, 'level' | 't' | 'band'>;
export type ScaleStandings = Readonly<Record<Scale, ScaleStanding>>;

/**
 * The report sections for one result and audience, in reading order: all six for the person, all
 * but the person-only ones for a company. Each section opens with a fixed introduction, then one
 * paragraph for the scales where the person stands out (high or low) and one for the scales in the
 * average range, so the distinctive tendencies are read first. The general conclusion ends with a
 * closing reminder. The person's report speaks to them ("you"); a company's speaks about them.
 * A sentence whose scale's band crosses a level cut-off is hedged, and an integrity pole is said
 * plainly only as the candour rule allows (`scaleText`). The same scores, language and audience
 * always give the same text.
 */
export function buildReport(
  standings: ScaleStandings,
  language: Language,
  audience: ReportAudience,
): ReportSection[] {
  const text = reportTexts[language];
  return sectionKeysFor(audience).map((key) =>
    buildSection(key, standings, text, text.voices[audience]),
  );
}

/**
 * One scale's text as a report prints it: the plain integrity statement in place of the level
 * text when the candour rule allows it, introduced by a hedge when the 90 % band crosses a level
 * cut-off. Both the scale texts and the sections' sentences go through it.
 */
function scaleText(
  scale: Scale,
  standing: ScaleStanding,
  levelText: string,
  candidText: string | undefined,
  text: ReportText,
): string {
  const wording =
    candidText !== undefined && allowsCandidWording(scale, standing) ? candidText : levelText;
  const { crossing } = standing.band;
  if (crossing === null) return wording;
  const hedge = text.bandHedges[crossing].replace('{scale}', text.scaleNames[scale]);
  return `${hedge} ${wording}`;
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
  standings: ScaleStandings,
  text: ReportText,
  voice: VoiceText,
): ReportSection {
  const sectionText: SectionText<Key> = voice.sections[key];
  const candidTexts: Partial<Record<Scale, string>> = voice.candid.sections[key];
  const bearingScales: readonly SectionScale<Key>[] = scalesBySection[key];
  const sentenceAt = (scale: SectionScale<Key>) =>
    scaleText(
      scale,
      standings[scale],
      sectionText.byScale[scale][standings[scale].level],
      candidTexts[scale],
      text,
    );
  const standsOut = (scale: Scale) => standings[scale].level !== 'average';

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

/**
 * The short text about one scale at one level, in the audience's voice; for an integrity pole,
 * its milder wording (the text a report prints is `describeStanding`'s).
 */
export function describeScale(
  scale: Scale,
  level: Level,
  language: Language,
  audience: ReportAudience,
): string {
  return reportTexts[language].voices[audience].descriptions[scale][level];
}

/**
 * The short text shown next to a scale's score, in the audience's voice: its level's text, hedged
 * and worded by the same rules as the sections (`scaleText`).
 */
export function describeStanding(
  scale: Scale,
  standing: ScaleStanding,
  language: Language,
  audience: ReportAudience,
): string {
  const text = reportTexts[language];
  const candidTexts: Partial<Record<Scale, string>> = text.voices[audience].candid.descriptions;
  return scaleText(
    scale,
    standing,
    describeScale(scale, standing.level, language, audience),
    candidTexts[scale],
    text,
  );
}

/** The display name of a scale. */
export function scaleName(scale: Scale, language: Language): string {
  return scaleNamesIn[language][scale];
}

/** The display name of a level (low, average, high). */
export function levelName(level: Level, language: Language): string {
  return levelNamesIn[language][level];
}

/**
 * The level as a score shows it: "Likely average to high" when its 90 % band crosses a level
 * cut-off (`ConfidenceBand.crossing`), otherwise the level's name.
 */
export function levelOrRangeName(
  level: Level,
  crossing: LevelCrossing | null,
  language: Language,
): string {
  return crossing === null ? levelName(level, language) : likelyLevelNamesIn[language][crossing];
}

/** The caveat printed next to a scale whose norms are provisional (`provisionalNormScales`). */
export function provisionalNormsCaveat(scale: Scale, language: Language): string | null {
  return hasProvisionalNorms(scale) ? reportTexts[language].provisionalNormsCaveat : null;
}
