export { companyPlugin, type CompanyPluginOptions } from './plugin';
export {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from './services/company-actor';
export {
  lastAdministratorMessage,
  lockCompanyAdministrators,
  refuseLosingLastAdministrator,
} from './services/company-administrators';
export { getCompany, updateCompany } from './services/company-info';
export {
  listEmployees,
  getEmployee,
  changeEmployeeRole,
  setEmployeeLicence,
  releaseEmployee,
} from './services/employees';
export { listInvitations, inviteToCompany, cancelInvitation } from './services/invitations';
export { acceptInvitation } from './services/invitation-acceptance';
export { companyPersonalData } from './services/personal-data';
