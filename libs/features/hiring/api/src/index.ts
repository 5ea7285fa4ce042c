export { hiringPlugin } from './plugin';
export {
  defaultHiringRateLimits,
  type HiringPluginOptions,
  type HiringRateLimits,
} from './hiring-options';
export type { ConfirmedSignUp, HiringPorts, PendingSignUpRequest } from './hiring-ports';
export {
  applicationFirstGrants,
  lockOpenApplication,
  startApplicationAttempt,
  submitApplicationAttempt,
  type ApplicationGrant,
  type SubmissionPorts,
} from './services/application-attempts';
export { candidateViewOfResult } from './services/candidate-view';
export { hiringPersonalData } from './services/personal-data';
export {
  candidateRetentionPlugin,
  type CandidateRetentionPluginOptions,
} from './candidate-retention-plugin';
export type { CandidateRetentionPorts } from './candidate-retention-ports';
export { candidateRetentionMonthsOf } from './services/hiring-settings';
export {
  candidateRetentionJob,
  sweepCandidateRetention,
} from './services/candidate-retention-sweep';
export {
  companyPositionOf,
  positionApplicants,
  type CompanyPositionSummary,
} from './services/position-applicants';
export {
  applyByInvitation,
  invitablePositionOf,
  type InvitablePosition,
  type InvitedApplicationOutcome,
  type InvitedApplicationSource,
} from './services/invited-applications';
