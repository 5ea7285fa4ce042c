import type { CompanyPrincipal } from '@facet/platform-tenancy';
import type { Language } from '@facet/platform-kernel';
import { problem } from '@facet/platform-http';
import {
  pdfDocumentContext,
  type PdfDocumentContext,
  type PdfDocumentOptions,
} from '@facet/reports-api';
import { teamInsightProblems, type TeamDocumentAnswer } from '@facet/team-insight-domain';
import type { Knex } from 'knex';
import { teamViewHtml } from '../pdf/team-view-html';
import type { TeamInsightPorts } from '../team-insight-ports';
import { readTeamView } from './team-views';

/**
 * What the document call needs: a renderer (one warm Chromium), a cache of printed PDFs and the
 * ports the view reads through.
 */
export type TeamDocumentContext = PdfDocumentContext & { ports: TeamInsightPorts };

export const teamDocumentContext = (
  options: PdfDocumentOptions,
  ports: TeamInsightPorts,
): TeamDocumentContext => ({ ...pdfDocumentContext(options, 50), ports });

/**
 * POST /team-insight/document: the team view of a group or of the company as a PDF, as base64
 * like the manager's report of an employee. The read (and its audit) is the team view's own; the
 * cache is keyed by the printed page, so a change of any score or name prints afresh. A view
 * with no one counted, or that withholds its scores (too few people), has nothing to print: 422.
 */
export async function teamDocument(
  context: TeamDocumentContext,
  database: Knex,
  principal: CompanyPrincipal,
  request: { groupId?: number; lang: Language },
): Promise<TeamDocumentAnswer> {
  const { view, companyName } = await readTeamView(context.ports, database, principal, request);
  if (view.counted === 0) throw problem(teamInsightProblems.noOneCounted);
  if (view.scoresWithheld) throw problem(teamInsightProblems.tooFewPeople);
  const pdf = await context.cache.print(
    context.renderer,
    teamViewHtml(view, companyName, request.lang),
  );
  return { pdfBase64: pdf.toString('base64') };
}
