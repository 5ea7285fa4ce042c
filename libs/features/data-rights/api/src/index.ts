export { dataRightsPlugin } from './plugin';
export type { DataRightsPluginOptions } from './data-rights-options';
export type { DataRightsPorts, RectificationPatch } from './data-rights-ports';
export { dataRightsRetentionRules } from './services/retention';
export { dataRightsPersonalData } from './services/personal-data';
