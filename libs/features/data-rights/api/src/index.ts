export { dataRightsPlugin, type DataRightsPluginOptions } from './plugin';
export { dataRightsRetentionRules } from './services/retention';
