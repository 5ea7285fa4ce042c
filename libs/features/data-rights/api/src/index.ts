export { dataRightsPlugin, type DataRightsPluginOptions } from './plugin';
