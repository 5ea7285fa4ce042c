export { scalesCatalogue } from './catalogue';
export { FacetScoreBar, type FacetScoreBarProps } from './FacetScoreBar/FacetScoreBar';
export type { ErrorBandDisplay } from './private/ScoreRow';
export {
  LikelyRangesSwitch,
  useLikelyRanges,
  type LikelyRangesSwitchProps,
} from './LikelyRanges/LikelyRanges';
export { DomainChart, type DomainChartProps } from './DomainChart/DomainChart';
export { PenChart, type PenChartProps } from './PenChart/PenChart';
export {
  ProfileRangeEditor,
  type ProfileRangeEditorProps,
} from './ProfileRangeEditor/ProfileRangeEditor';
export { useProfileRangeErrorWords } from './ProfileRangeEditor/profileRangeWords';
export {
  profileRangeFieldId,
  profileRangeFormErrorId,
  rangeErrorKind,
  validateProfileRanges,
  type ProfileRangeFieldErrors,
  type ProfileRangeValidation,
  type ProfileRangeValues,
  type RangeErrorKind,
  type RangeField,
} from './ProfileRangeEditor/profileRangeErrors';
export {
  ProfileComparison,
  type ProfileComparisonProps,
} from './ProfileComparison/ProfileComparison';
export {
  FitLeftOutList,
  FitLeftOutNote,
  type FitLeftOutListProps,
  type FitLeftOutNoteProps,
} from './FitLeftOut/FitLeftOut';
export { ValidityFlagList, type ValidityFlagListProps } from './ValidityFlagList/ValidityFlagList';
export {
  ValidityAlert,
  type ValidityAlertProps,
  type ValidityWording,
} from './ValidityFlagList/ValidityAlert';
export { FitScoreBar, type FitScoreBarProps } from './FitScoreBar/FitScoreBar';
export { ValidityBadge, type ValidityBadgeProps } from './ValidityBadge/ValidityBadge';
export { NormsNote, type NormsNoteProps } from './NormsNote/NormsNote';
export { ScoreLegend, type ScoreLegendProps } from './ScoreLegend/ScoreLegend';
