export { teamInsightPlugin, type TeamInsightPluginOptions } from './plugin';
export { compareGroupViews, readTeamView } from './services/team-views';
