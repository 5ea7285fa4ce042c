export {
  personOnlySections,
  reportAudiences,
  reportSectionKeys,
  scalesBySection,
  sectionKeysFor,
  type ReportAudience,
  type ReportSectionKey,
  type SectionScale,
} from './report-sections';
export {
  buildReport,
  describeScale,
  describeStanding,
  levelName,
  levelOrRangeName,
  omittedSections,
  provisionalNormsCaveat,
  reportTextVersion,
  scaleName,
  type OmittedSection,
  type ReportSection,
  type ScaleStanding,
  type ScaleStandings,
} from './report';
export {
  allowsCandidWording,
  candourCutoffs,
  integrityPoles,
  type CandourReading,
  type IntegrityScale,
} from './candour';
export {
  maximumField,
  minimumField,
  profileFieldsFromRanges,
  rangesFromProfileFields,
  type MaximumField,
  type MinimumField,
  type ProfileRangeFields,
  type ProfileRanges,
  type ScaleRange,
} from './profile-ranges';
export {
  fitCountsOf,
  fitPositions,
  profileFit,
  type FitCounts,
  type FitPosition,
  type ProfileFit,
  type ScaleFit,
} from './profile-fit';
export {
  fitPrecedence,
  leftOutOfFit,
  leftOutReasons,
  type LeftOutOfFit,
  type LeftOutReason,
} from './scales-counted-in-fit';
export {
  noValidValuesMessage,
  profileRangesSchema,
  type ProfileRangesInput,
} from './profile-ranges-schema';
export {
  candidateSummaryOf,
  personReportViews,
  reportDocumentParamsSchema,
  reportDocumentPayloadSchema,
  reportDocumentQuerySchema,
  resultReport,
  resultReportQuerySchema,
  type DomainReading,
  type PersonReportView,
  type ReportDocumentAnswer,
  type ResultReport,
  type ScaleReading,
  type ScoredResult,
} from './result-report';
export {
  bandOfRange,
  levelSpanOfRange,
  levelSpans,
  levelsOfSpan,
  percentileOfRangeEnd,
  rangeEndOfPercentile,
  rangeOfLevelSpan,
  rangesAroundScores,
  resultBandKinds,
  resultBandMargin,
  type LevelSpan,
  type PercentileBand,
  type ResultBandKind,
} from './profile-bands';
export {
  atAGlanceTexts,
  glanceNoteCount,
  mostDistinctFacets,
  poleOf,
  profileAtAGlance,
  type DomainAtAGlance,
  type GlanceNote,
  type GlanceStanding,
  type ProfileAtAGlance,
} from './at-a-glance';
export type { AtAGlanceText, Pole } from './text/at-a-glance-text-shape';
export { atAGlanceHeadings } from './text/at-a-glance-headings';
export {
  ownValidityNotice,
  ownValidityNoticeIn,
  type ValidityNoticeText,
} from './text/own-validity-notice';
export { fitScoreWords } from './fit-score-words';
export * from './problems';
