export { sessionPlugin } from './plugin';
export type {
  CompanyMembership,
  CompanyMembershipOf,
  JoinCompany,
  LinkCompany,
  LinkCompanyOf,
  RefusePasswordSignIn,
  SessionPluginOptions,
  RateLimits,
  SecondFactorRequiredOf,
} from './session-options';
export { defaultRateLimits } from './session-options';
export { passwordResetSeconds } from './session-lifetimes';
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
export {
  OneTimeToken,
  PlatformAdmin,
  RecoveryCode,
  RefreshToken,
  SecondFactor,
  User,
} from './models';
export {
  expireOneTimeToken,
  issueOneTimeToken,
  markOneTimeTokenUsed,
} from './services/one-time-tokens';
export type { OneTimeTokenPurpose } from './services/one-time-token-purposes';
export { sessionRetentionRules } from './services/retention';
export { sessionPersonalData } from './services/personal-data';
export { sealStoredTotpSecrets } from './second-factors/factor-rows';
export {
  lockUserContact,
  namedUsers,
  notifiedPlatformAdmins,
  userContactOf,
  userMailContactOf,
  userNameOf,
} from './services/people';
export { signInUser, signInUserFromProvider, type SignInUser } from './auth/sign-in-user';
export { accountIdOfEmail, createProviderAccount } from './services/provider-accounts';
export {
  createPendingAccount,
  emailHasAccount,
  issuePendingSignUp,
  type PendingAccount,
  type PendingAccountRefusal,
  type PendingSignUp,
} from './services/pending-sign-ups';
