import type { PdfRenderer } from '@facet/reports-api';
import type { Plugin } from '@hapi/hapi';
import { compareTeamViewsRoute } from './routes/team-insight/compare-team-views';
import { getCompanyTeamViewRoute } from './routes/team-insight/get-company-team-view';
import { getGroupTeamViewRoute } from './routes/team-insight/get-group-team-view';
import { teamDocumentRoute } from './routes/team-insight/team-document';
import { teamDocumentContext } from './services/team-documents';
import type { TeamInsightPorts } from './team-insight-ports';

export interface TeamInsightPluginOptions extends TeamInsightPorts {
  /** A renderer to share (one warm Chromium per process); unset starts one of its own. */
  renderer?: PdfRenderer;
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH), when the plugin starts its own renderer */
  chromiumPath?: string;
  /** Printed team views kept in memory. @default 50 */
  cacheEntries?: number;
}

/**
 * The team view (issue 23): the heatmap, distributions and spread of a group or of the company,
 * two groups side by side, and the view as a PDF. Needs the session plugin first (the 'user'
 * strategy). What it reads of other features comes in its options (`TeamInsightPorts`).
 */
export const teamInsightPlugin: Plugin<TeamInsightPluginOptions> = {
  name: 'facet-team-insight',
  dependencies: ['facet-session'],
  register(server, options) {
    const {
      companyMembers,
      companyNameOf,
      companyResults,
      findCompanyGroup,
      groupMemberIds,
      namedUsers,
    } = options;
    const ports = {
      companyMembers,
      companyNameOf,
      companyResults,
      findCompanyGroup,
      groupMemberIds,
      namedUsers,
    };
    const context = teamDocumentContext(options, ports);
    server.route([
      getGroupTeamViewRoute(ports),
      getCompanyTeamViewRoute(ports),
      compareTeamViewsRoute(ports),
      teamDocumentRoute(context),
    ]);
    if (context.ownsRenderer) server.ext('onPostStop', () => context.renderer.close());
  },
};
