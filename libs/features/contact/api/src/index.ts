export { contactPlugin, defaultContactRateLimit, type ContactPluginOptions } from './plugin';
export { contactRetentionRules } from './services/retention';
