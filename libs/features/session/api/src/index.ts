export { sessionPlugin } from './plugin';
export type { SessionPluginOptions, RateLimits } from './session-options';
export {
  adminIdOf,
  adminStrategy,
  userIdOf,
  userStrategy,
  type SessionPrincipal,
} from './auth/principal';
export { requireCompanyRole, type CompanyMember } from './require-company-role';
export { revokeSessionsOf } from './services/refresh-tokens';
export { issueOneTimeToken, type OneTimeTokenPurpose } from './services/one-time-tokens';
export { spanningCompanies } from './auth/company-user-scope';
export { sessionRetentionRules } from './services/retention';
export { sessionPersonalData } from './services/personal-data';
