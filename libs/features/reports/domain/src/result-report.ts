import {
  describeScores,
  domains,
  facetsByDomain,
  normsOfVersion,
  penScales,
  scaleMaximum,
  type ConfidenceBand,
  type Domain,
  type Level,
  type Scale,
  type ScaleScores,
} from '@facet/assessment-domain';
import { languageSchema, type Language, urlIdSchema } from '@facet/platform-kernel';
import { z } from 'zod';
import {
  buildReport,
  describeStanding,
  levelName,
  levelOrRangeName,
  omittedSections,
  provisionalNormsCaveat,
  reportTextVersion,
  scaleName,
  type OmittedSection,
  type ReportSection,
} from './report';
import { profileAtAGlance, type ProfileAtAGlance } from './at-a-glance';
import type { ReportAudience } from './report-sections';

/** One scale as a report shows it: score, where it stands, and what that level means. */
export interface ScaleReading {
  scale: Scale;
  name: string;
  raw: number;
  maximum: number;
  t: number;
  percentile: number;
  level: Level;
  levelName: string;
  /**
   * The level as the report shows it: "Likely average to high" when the 90 % band crosses a
   * level cut-off (`band.crossing`), otherwise the level's name.
   */
  shownLevel: string;
  /** What the level means, hedged when the band crosses a cut-off (see `describeStanding`). */
  description: string;
  /** The 90 % band: 90 % of the time the true score lies in it; raw points, T and percentiles. */
  band: ConfidenceBand;
  /** Printed next to a scale whose norms describe items that have since changed; else null. */
  normsCaveat: string | null;
}

export interface DomainReading extends ScaleReading {
  scale: Domain;
  facets: ScaleReading[];
}

/**
 * What a person's own result shows them: the whole report, or the short summary a company that
 * hires through a position link chose to give its candidates (issue 39, D90): their profile at a
 * glance, without the facets, the PEN scales and the report's sections.
 */
export const personReportViews = ['report', 'summary'] as const;
export type PersonReportView = (typeof personReportViews)[number];

/** The `inform` of a result (spec/api.md §3 "Report data"), in one language. */
export interface ResultReport {
  result_id: number;
  number: number;
  date: string;
  lang: Language;
  /** Who the report speaks to: the person ("you") or their company (third person). */
  audience: ReportAudience;
  /** The whole report, or a candidate's short summary (`candidateSummaryOf`). */
  view: PersonReportView;
  domains: DomainReading[];
  pen: ScaleReading[];
  /**
   * The person's profile at a glance, written to them: on their own report only (a company's
   * report is in the third person and leads with fit, so it is null there).
   */
  atAGlance: ProfileAtAGlance | null;
  sections: ReportSection[];
  /** The sections left out for the audience, each named with why (a company's report: Family). */
  omittedSections: OmittedSection[];
  /** The norms the result was described with: the ones stored with it. */
  normVersion: string;
  /** True while those norms are not the product's own sample; the report says so. */
  normsProvisional: boolean;
  reportTextVersion: typeof reportTextVersion;
}

/** What `resultReport` needs of a stored result. */
export interface ScoredResult {
  result_id: number;
  number: number;
  date: string;
  scores: ScaleScores;
  norm_version: string;
}

/**
 * Composes the inform of a result at read time (DESIGN §5): levels from the norms the result
 * stores, scale texts and the sections for the audience, in its voice and the requested language.
 * Pure, so the API, the PDF page and tests share it.
 */
export function resultReport(
  result: ScoredResult,
  language: Language,
  audience: ReportAudience,
): ResultReport {
  const norms = normsOfVersion(result.norm_version);
  const descriptions = describeScores(result.scores, norms);
  const reading = (scale: Scale): ScaleReading => {
    const description = descriptions[scale];
    return {
      scale,
      name: scaleName(scale, language),
      raw: description.raw,
      maximum: scaleMaximum(scale),
      t: description.t,
      percentile: description.percentile,
      level: description.level,
      levelName: levelName(description.level, language),
      shownLevel: levelOrRangeName(description.level, description.band.crossing, language),
      description: describeStanding(scale, description, language, audience),
      band: description.band,
      normsCaveat: provisionalNormsCaveat(scale, language),
    };
  };
  return {
    result_id: result.result_id,
    number: result.number,
    date: result.date,
    lang: language,
    audience,
    view: 'report',
    domains: domains.map((domain) => ({
      ...reading(domain),
      scale: domain,
      facets: facetsByDomain[domain].map(reading),
    })),
    pen: penScales.map(reading),
    atAGlance: audience === 'person' ? profileAtAGlance(descriptions, language) : null,
    sections: buildReport(descriptions, language, audience),
    omittedSections: omittedSections(language, audience),
    normVersion: norms.version,
    normsProvisional: norms.provisional,
    reportTextVersion,
  };
}

/**
 * A candidate's short summary of their own report: the profile at a glance and the domains, with
 * no facet, PEN scale or section, so neither the page nor the PDF can show more.
 */
export function candidateSummaryOf(report: ResultReport): ResultReport {
  return {
    ...report,
    view: 'summary',
    domains: report.domains.map((domain) => ({ ...domain, facets: [] })),
    pen: [],
    sections: [],
    omittedSections: [],
  };
}

/** GET /diagnoses/get-result-inform?result_id&lang */
export const resultReportQuerySchema = z.object({
  result_id: urlIdSchema,
  lang: languageSchema.default('en'),
});

/** POST /diagnoses/get-inform-document/{id}?lang {charts?} */
export const reportDocumentParamsSchema = z.object({ id: urlIdSchema });
export const reportDocumentQuerySchema = z.object({ lang: languageSchema.default('en') });
/** The original client sends chart images; the server draws its own, so they are accepted and unused. */
export const reportDocumentPayloadSchema = z
  .object({ charts: z.unknown().optional() })
  .loose()
  .nullish();

export interface ReportDocumentAnswer {
  pdfUrl: string;
}
