export { sessionPlugin } from './plugin';
export type {
  CompanyMembership,
  CompanyMembershipOf,
  JoinCompany,
  LinkCompany,
  LinkCompanyOf,
  SessionPluginOptions,
  RateLimits,
} from './session-options';
export { defaultRateLimits } from './session-options';
export { requireCompanyRole, type CompanyMember } from './require-company-role';
export { revokeSessionsOf } from './services/refresh-tokens';
export {
  createPlatformAdminAccount,
  deletePlatformAdminAccount,
  deleteUserAccount,
  rectifyUser,
  renameUser,
  updatePlatformAdminAccount,
} from './services/accounts';
export { OneTimeToken, PlatformAdmin, RefreshToken, User } from './models';
export {
  expireOneTimeToken,
  issueOneTimeToken,
  markOneTimeTokenUsed,
  type OneTimeTokenPurpose,
} from './services/one-time-tokens';
export { sessionRetentionRules } from './services/retention';
export { sessionPersonalData } from './services/personal-data';
export {
  lockUserContact,
  namedUsers,
  notifiedPlatformAdmins,
  userContactOf,
  userNameOf,
} from './services/people';
