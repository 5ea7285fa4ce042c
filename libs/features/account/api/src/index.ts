export { accountPlugin } from './plugin';
export { readAccountProfile } from './services/account-profile';
