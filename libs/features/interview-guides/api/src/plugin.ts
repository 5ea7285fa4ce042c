import type { PdfRenderer } from '@facet/reports-api';
import type { Plugin } from '@hapi/hapi';
import type { InterviewGuidePorts } from './interview-guide-ports';
import { interviewGuideDocumentRoutes } from './routes/interview-guides/interview-guide-document';
import { interviewGuideRoutes } from './routes/interview-guides/interview-guide';
import { interviewGuideDocumentContext } from './services/interview-guide-documents';

export interface InterviewGuidesPluginOptions extends InterviewGuidePorts {
  /** A renderer to share (one warm Chromium per process); unset starts one of its own. */
  renderer?: PdfRenderer;
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH), when the plugin starts its own renderer */
  chromiumPath?: string;
  /** Printed guides kept in memory. @default 50 */
  cacheEntries?: number;
}

/**
 * Interview guides (issue 39, D89): for a person and a profile, the questions that probe the
 * scales their result stands off the profile's range, on screen and as a PDF. Needs the session
 * plugin first (the 'user' and 'admin' strategies). What it reads of other features comes in its
 * options (`InterviewGuidePorts`).
 */
export const interviewGuidesPlugin: Plugin<InterviewGuidesPluginOptions> = {
  name: 'facet-interview-guides',
  dependencies: ['facet-session'],
  register(server, options) {
    const { companyResults, findVisibleProfile, namedUsers, companyNameOf } = options;
    const ports = { companyResults, findVisibleProfile, namedUsers, companyNameOf };
    const context = interviewGuideDocumentContext(options, ports);
    server.route([...interviewGuideRoutes(ports), ...interviewGuideDocumentRoutes(context)]);
    if (context.ownsRenderer) server.ext('onPostStop', () => context.renderer.close());
  },
};
