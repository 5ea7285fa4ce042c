export { dataRightsPlugin, type DataRightsPluginOptions } from './plugin';
export { dataRightsRetentionRules } from './services/retention';
export { dataRightsPersonalData } from './services/personal-data';
