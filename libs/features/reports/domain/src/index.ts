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
  levelName,
  omittedSections,
  reportTextVersion,
  scaleName,
  type OmittedSection,
  type ReportSection,
} from './report';
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
  noValidValuesMessage,
  profileRangesSchema,
  type ProfileRangesInput,
} from './profile-ranges-schema';
export {
  informDocumentParamsSchema,
  informDocumentPayloadSchema,
  informDocumentQuerySchema,
  resultInform,
  resultInformQuerySchema,
  type DomainReading,
  type InformDocumentAnswer,
  type ResultInform,
  type ScaleReading,
  type ScoredResult,
} from './result-inform';
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
