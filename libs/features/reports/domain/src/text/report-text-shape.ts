import type { Level, Scale } from '@facet/assessment-domain';
import type { ReportSectionKey, SectionScale } from '../report-sections';

/** One text per level; a missing level is a type error. */
export type LevelTexts = Record<Level, string>;

/** The text of one section: a fixed introduction, then one sentence per bearing scale and level. */
export interface SectionText<Key extends ReportSectionKey> {
  title: string;
  introduction: string;
  byScale: Record<SectionScale<Key>, LevelTexts>;
}

export type SectionTexts = { [Key in ReportSectionKey]: SectionText<Key> };

/** The short texts about every scale on its own, as shown next to its score. */
export interface ScaleTexts {
  names: Record<Scale, string>;
  descriptions: Record<Scale, LevelTexts>;
}

/** Everything a report says in one language. Every language has this same shape. */
export interface ReportText {
  levelNames: LevelTexts;
  scales: ScaleTexts;
  sections: SectionTexts;
  /** Ends the general conclusion: a reminder of what the report is and is not. */
  closing: string;
  /** Why a company's report leaves out a section written for the person only (Family). */
  personOnlySectionReason: string;
}
