import type { Language } from '@facet/platform-kernel';
import type { ProtocolValidity, ValidityStatus } from './protocol-validity';
import type { ScaleReliability } from './scale-reliability';
import type { Domain, Scale, ScaleScores } from './scales';

/**
 * The instrument's technical manual, measured on the stored results (issue 35, psychometric
 * review §8 and §9 "§4.3 Reliability not computable"): per language and item-bank version,
 * reliability, protocol-validity distributions, test-retest and how the norms fit. The rules of
 * each figure are docs/decisions.md D52.
 */

/** A language × version cell shows its figures from this many results (D52). */
export const instrumentReportMinimumResults = 200;

/** Test-retest correlations are shown from this many pairs of results of one person (D52). */
export const instrumentReportMinimumRetestPairs = 50;

/**
 * The levels the psychometric review (§8, first step) accepts, that the report's readers mark a
 * figure against: facet and domain alphas, corrected item-total r, and domain retest r.
 */
export const instrumentAcceptance = {
  facetAlpha: 0.7,
  domainAlpha: 0.85,
  correctedItemTotal: 0.3,
  domainRetest: 0.8,
} as const;

/** One stored result as the report reads it, with the answers of its attempt. */
export interface InstrumentResultRow {
  readonly resultId: number;
  readonly userId: number;
  /** Null for results from before the language was recorded. */
  readonly lang: Language | null;
  readonly itemBankVersion: string;
  readonly normVersion: string;
  readonly createdAt: Date;
  readonly scores: ScaleScores;
  /** As stored: null before validity was computed; older rules' indices have another shape. */
  readonly validity: ProtocolValidity | null;
  /** Item id -> stored answer value 0..4; null once the attempt (and its answers) is gone. */
  readonly answerValues: Readonly<Record<string, number>> | null;
}

/**
 * A figure computed on `n` cases, shown only from `minimum` of them: below it `figures` is null,
 * "not enough data yet (n of minimum)".
 */
export interface Sampled<Figures> {
  readonly n: number;
  readonly minimum: number;
  readonly figures: Figures | null;
}

/** Where an index falls across the protocols of a cell. */
export interface Distribution {
  readonly n: number;
  readonly p1: number;
  readonly p5: number;
  readonly median: number;
  readonly p95: number;
  readonly p99: number;
}

export const distributionStatistics = ['p1', 'p5', 'median', 'p95', 'p99'] as const;

/** The protocol-validity indices whose spread is reported (`ValidityIndices` of the current rules). */
export const reportedValidityIndices = [
  'consistency',
  'acquiescence',
  'longestRun',
  'fastPages',
] as const;
export type ReportedValidityIndex = (typeof reportedValidityIndices)[number];

export interface ValidityStatusFigures {
  readonly counts: Readonly<Record<ValidityStatus, number>>;
  /** Share of the cell's results, 0..1. */
  readonly shares: Readonly<Record<ValidityStatus, number>>;
  /** Results finished before validity was computed, counted as questionable (`uncheckedValidity`). */
  readonly notChecked: number;
}

export interface RetestFigures {
  readonly medianDaysApart: number;
  /** Pearson r of the raw domain scores of the first and second result; null when one is constant. */
  readonly domainR: Readonly<Record<Domain, number | null>>;
}

export interface TScoreFigures {
  /** Mean and SD (n − 1) of the T-scores against each result's own norms: 50 and 10 if they fit. */
  readonly byScale: Readonly<Record<Scale, { readonly mean: number; readonly sd: number }>>;
}

export interface InstrumentCellFigures {
  /** On complete protocols (every item of the current bank answered) that are not invalid. */
  readonly reliability: Sampled<ScaleReliability>;
  /** On every result of the cell. */
  readonly validityStatuses: ValidityStatusFigures;
  /** On the results whose indices the current rules computed (`validityRulesVersion`). */
  readonly validityIndices: Sampled<Readonly<Record<ReportedValidityIndex, Distribution | null>>>;
  /** On each person's first two results in the cell that are not invalid. */
  readonly retest: Sampled<RetestFigures>;
  /** On the results that are not invalid. */
  readonly tScores: Sampled<TScoreFigures>;
}

export interface InstrumentReportCell extends Sampled<InstrumentCellFigures> {
  readonly lang: Language | null;
  readonly itemBankVersion: string;
}

export interface InstrumentReport {
  readonly generatedAt: string;
  readonly currentItemBankVersion: string;
  readonly validityRulesVersion: string;
  readonly minimumResults: number;
  readonly minimumRetestPairs: number;
  /** The current version in every language first, then older versions found, newest first. */
  readonly cells: readonly InstrumentReportCell[];
}
