export { sessionPlugin } from './plugin';
export type { SessionPluginOptions, RateLimits } from './session-options';
export { requireCompanyRole, type CompanyMember } from './require-company-role';
export { revokeSessionsOf } from './services/refresh-tokens';
export { issueOneTimeToken, type OneTimeTokenPurpose } from './services/one-time-tokens';
export { sessionRetentionRules } from './services/retention';
export { sessionPersonalData } from './services/personal-data';
