import type { Level, LevelCrossing, Scale } from '@facet/assessment-domain';
import type { IntegrityScale } from '../candour';
import type { ReportAudience, ReportSectionKey, SectionScale } from '../report-sections';

/** One text per level; a missing level is a type error. */
export type LevelTexts = Record<Level, string>;

/** The text of one section: a fixed introduction, then one sentence per bearing scale and level. */
export interface SectionText<Key extends ReportSectionKey> {
  introduction: string;
  byScale: Record<SectionScale<Key>, LevelTexts>;
}

export type SectionTexts = { [Key in ReportSectionKey]: SectionText<Key> };

/** The short texts about every scale on its own, as shown next to its score. */
export type ScaleDescriptions = Record<Scale, LevelTexts>;

/**
 * Plain statements of an integrity pole (low Straightforwardness, low Sense of duty, high PEN P).
 * They replace the milder level text only when the candour rule allows (`allowsCandidWording`);
 * the level texts of these poles are the neutral wording.
 */
export interface CandidTexts {
  descriptions: Record<IntegrityScale, string>;
  sections: { [Key in ReportSectionKey]: Record<SectionScale<Key> & IntegrityScale, string> };
}

/**
 * The wording that depends on who reads the report: the person reads about themselves in the
 * second person, their company reads about them in the third.
 */
export interface VoiceText {
  descriptions: ScaleDescriptions;
  sections: SectionTexts;
  candid: CandidTexts;
  /** Ends the general conclusion: a reminder of what the report is and is not. */
  closing: string;
}

/** Everything a report says in one language. Every language has this same shape. */
export interface ReportText {
  /** Names read the same in either voice, so they exist once. */
  levelNames: LevelTexts;
  /** The level shown when a score's 90 % band crosses a cut-off: "Likely average to high". */
  likelyLevelNames: Record<LevelCrossing, string>;
  /**
   * Opens a scale's text (its description and its sentences in the sections) when its band
   * crosses a cut-off, so the text reads as a tendency; `{scale}` is the scale's name.
   */
  bandHedges: Record<LevelCrossing, string>;
  /** Printed next to a scale whose norms describe items that have changed (provisional-norms). */
  provisionalNormsCaveat: string;
  scaleNames: Record<Scale, string>;
  sectionTitles: Record<ReportSectionKey, string>;
  voices: Record<ReportAudience, VoiceText>;
  /** Why a company's report leaves out a section written for the person only (Family). */
  personOnlySectionReason: string;
}
