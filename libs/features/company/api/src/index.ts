export { companyPlugin, type CompanyPluginOptions } from './plugin';
export {
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from './services/company-actor';
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
