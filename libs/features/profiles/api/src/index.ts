export { profilesPlugin, type ProfilesPluginOptions } from './plugin';
export type { ProfilesPorts } from './profiles-ports';
export {
  createProfile,
  deleteProfile,
  findVisibleProfile,
  getProfile,
  listProfiles,
  updateProfile,
} from './services/profiles';
export {
  chooseResultProfile,
  employeeResultReport,
  findCompanyEmployee,
  getEmployeeResult,
  listEmployeeResults,
} from './services/employee-results';
export {
  employeeDocumentContext,
  employeeReportDocument,
  type EmployeeDocumentContext,
} from './services/employee-documents';
export { rankMembers, resultFitOf, validityStatusSql } from './services/profile-ranking';
export { listPipeline } from './services/people-pipeline';
export { profileNames } from './services/profile-reads';
export { profilesPersonalData } from './services/personal-data';
export {
  exportEmployees,
  exportGroupResults,
  exportRanking,
  type ExportedGroup,
  type ExportFile,
  type ResultsExport,
} from './services/results-export';
export { tableResponse } from './routes/table-response';
