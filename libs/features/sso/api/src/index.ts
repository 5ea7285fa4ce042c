export { ssoPlugin } from './plugin';
export type { SsoPluginOptions, SsoPorts } from './sso-options';
export { refusePasswordSignInUnderSso } from './services/password-sign-in';
export { ssoPersonalData } from './services/personal-data';
export { sealStoredClientSecrets } from './services/providers';
