export { contactPlugin, defaultContactRateLimit, type ContactPluginOptions } from './plugin';
