export { contactPlugin } from './plugin';
export type { ContactPluginOptions, ContactPorts } from './contact-options';
export { contactRetentionRules } from './services/retention';
export { contactPersonalData } from './services/personal-data';
