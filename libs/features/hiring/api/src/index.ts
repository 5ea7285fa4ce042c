export { hiringPlugin } from './plugin';
export {
  candidateRetentionPlugin,
  type CandidateRetentionPluginOptions,
} from './candidate-retention-plugin';
export type { CandidateRetentionPorts } from './candidate-retention-ports';
export { hiringPersonalData } from './services/personal-data';
export { candidateRetentionMonthsOf } from './services/hiring-settings';
export {
  candidateRetentionJob,
  sweepCandidateRetention,
} from './services/candidate-retention-sweep';
