export { adminPlugin, type AdminPluginOptions } from './plugin';
