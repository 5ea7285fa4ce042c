export { teamInsightPlugin, type TeamInsightPluginOptions } from './plugin';
export type { TeamInsightPorts } from './team-insight-ports';
export { compareGroupViews, readTeamView } from './services/team-views';
