export { accountPlugin } from './plugin';
export type { AccountContact, AccountMembership, AccountPorts } from './account-ports';
export { readAccountProfile } from './services/account-profile';
