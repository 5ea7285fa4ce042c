import { createHmac, randomBytes } from 'node:crypto';
import type { StoredResult } from '@facet/assessment-domain';
import type { PersonReportView } from '@facet/reports-domain';
import type { Database } from '@facet/platform-db';
import { PdfCache } from './pdf/pdf-cache';
import { PdfRenderer } from './pdf/pdf-renderer';

/** The company a report's cover and footer name, and its logo as a `data:` URL (or null). */
export interface ReportedCompany {
  name: string;
  logo: string | null;
}

/**
 * What a report needs of the features that own its data, passed in the plugin's options by the
 * app (D84): this feature imports none of them. Assessment owns results, session the person's
 * name, company the membership and the logo.
 */
export interface ReportsPorts {
  /** The person's own result, or the assessment's "result not found" problem. */
  findOwnResult: (database: Database, userId: number, resultId: number) => Promise<StoredResult>;
  userNameOf: (database: Database, userId: number) => Promise<string | undefined>;
  /** The company the person belongs to now; null when none. */
  memberCompany: (
    database: Database,
    member: { userId: number },
  ) => Promise<ReportedCompany | null>;
  /**
   * What the person may see of this result of theirs: 'summary' when it answered an application
   * to a position whose company gives candidates the short summary (hiring owns it), else
   * 'report'.
   */
  ownReportViewOf: (database: Database, resultId: number) => Promise<PersonReportView>;
}

export interface ReportsPluginOptions extends ReportsPorts {
  /**
   * Secret the PDF link key is derived from (the deployment passes its JWT secret, so every
   * instance signs alike). Unset means a random key per process (links die with a restart).
   */
  linkSecret?: string;
  /** Lifetime of a PDF link. @default 300 */
  linkSeconds?: number;
  /** @default '/usr/bin/chromium' (or CHROMIUM_PATH) */
  chromiumPath?: string;
  /** @default 3 */
  pagePoolSize?: number;
  /** Rendered PDFs kept in memory. @default 200 */
  cacheEntries?: number;
  /** A renderer to share (one warm Chromium per process); unset starts one of its own. */
  renderer?: PdfRenderer;
}

/** What the routes of the plugin share: one renderer, one cache, one link secret, the ports. */
export interface ReportsContext {
  ports: ReportsPorts;
  linkSecret: string;
  linkSeconds: number;
  renderer: PdfRenderer;
  /** Whether the plugin started the renderer, and so closes it when the server stops. */
  ownsRenderer: boolean;
  cache: PdfCache;
}

export function reportsContextFrom(options: ReportsPluginOptions): ReportsContext {
  return {
    ports: {
      findOwnResult: options.findOwnResult,
      userNameOf: options.userNameOf,
      memberCompany: options.memberCompany,
      ownReportViewOf: options.ownReportViewOf,
    },
    // A key of its own derived from the given secret, so a link signature is never a valid token.
    linkSecret: options.linkSecret
      ? createHmac('sha256', options.linkSecret).update('facet:pdf-links').digest('hex')
      : randomBytes(32).toString('hex'),
    // Long enough to start a download on a slow connection, short enough that a leaked link
    // (a shared screen, a proxy log) is soon useless.
    linkSeconds: options.linkSeconds ?? 300,
    ownsRenderer: options.renderer === undefined,
    renderer:
      options.renderer ??
      new PdfRenderer({
        executablePath: options.chromiumPath,
        poolSize: options.pagePoolSize,
      }),
    cache: new PdfCache(options.cacheEntries ?? 200),
  };
}
