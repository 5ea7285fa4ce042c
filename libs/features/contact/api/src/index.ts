export { contactPlugin, type ContactPluginOptions } from './plugin';
export { contactRetentionRules } from './services/retention';
export { contactPersonalData } from './services/personal-data';
