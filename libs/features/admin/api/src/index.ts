export { adminPlugin, type AdminPluginOptions } from './plugin';
export { adminPersonalData } from './services/personal-data';
