export { profilesPlugin, type ProfilesPluginOptions } from './plugin';
export {
  createProfile,
  deleteProfile,
  findVisibleProfile,
  getProfile,
  listProfiles,
  profileMessages,
  updateProfile,
} from './services/profiles';
export {
  chooseResultProfile,
  employeeResultInform,
  employeeResultMessages,
  findCompanyEmployee,
  getEmployeeResult,
  listEmployeeResults,
} from './services/employee-results';
export {
  employeeDocumentContext,
  employeeInformDocument,
  type EmployeeDocumentContext,
} from './services/employee-documents';
export { breachesUniqueIndex } from './services/company-audit';
export { profilesPersonalData } from './services/personal-data';
