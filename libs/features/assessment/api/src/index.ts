export { assessmentPlugin } from './plugin';
export type {
  AssessmentPorts,
  FinishedAttempt,
  LaunchMembership,
  OpenedAttempt,
} from './assessment-ports';
export { findOwnResult, listOwnResults, markRetakeGranted, validityOf } from './services/results';
export { openAttemptsProgress } from './services/assessment-progress';
export {
  companyResults,
  lockOpenAttempt,
  openAttempts,
  openAttemptsActivity,
  resultScoresOf,
  storedAttempts,
  storedResults,
} from './services/result-reads';
export { progressAfterSave, savePageStatement, savePageValues } from './services/submit-answers';
export { assessmentPersonalData } from './services/personal-data';
export {
  buildInstrumentReport,
  instrumentReportFilename,
  instrumentReportTable,
  readInstrumentResultRows,
} from './services/instrument-report';
export { AssessmentSession, Result } from './models';
