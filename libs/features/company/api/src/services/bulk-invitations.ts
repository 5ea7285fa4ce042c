import {
  bulkRowMessage,
  bulkRowReasonOf,
  checkBulkInvitationRows,
  invitationRefusal,
  matchBulkInvitationColumns,
  companyProblems,
  type BulkInvitationCandidate,
  type BulkInvitationPreviewAnswer,
  type BulkInvitationReportAnswer,
  type BulkInvitationRow,
  type BulkRowReason,
  type CheckedBulkRow,
} from '@facet/company-domain';
import { enforceRateLimits, type RateLimit, problem } from '@facet/platform-http';
import type { Language, Problem, ProblemCode } from '@facet/platform-kernel';
import {
  maxTableBytes,
  readTable,
  TableReadError,
  type TableProblem,
} from '@facet/platform-spreadsheets';
import type { RouteOptionsPayload } from '@hapi/hapi';
import type { Knex } from 'knex';
import { createHash } from 'node:crypto';
import {
  recordCompanyChange,
  resolveCompanyActor,
  type CompanyActor,
  type CompanyPrincipal,
} from '@facet/platform-tenancy';
import {
  createInvitation,
  invitationSenderOf,
  inviteeFactsOf,
  lockInvitationAddresses,
  reserveForInvitations,
  settleInvitationsOf,
} from './invitations';
import type { InvitationPositionPorts } from '../company-ports';
import { invitablePosition, type InvitedPosition } from './invitation-positions';
import { readLicenceCounts } from './licences';

/**
 * An uploaded invitation file, the language of rows without one, whether its invitations assign
 * a licence, and the position the whole file is invited to, if any (D95).
 */
export interface InvitationFileUpload {
  content: Buffer;
  lang: Language;
  assignLicence: boolean;
  positionId?: number;
}

/**
 * The file's position, checked as a single invitation's is; its invitations then hold no licence
 * of their own (the places their acceptances take are the licences).
 */
async function fileTerms(
  ports: InvitationPositionPorts,
  transaction: Knex.Transaction,
  actor: CompanyActor,
  upload: InvitationFileUpload,
): Promise<{ position: InvitedPosition | undefined; assignLicence: boolean }> {
  if (upload.positionId === undefined) {
    return { position: undefined, assignLicence: upload.assignLicence };
  }
  const position = await invitablePosition(ports, transaction, actor.companyId, upload.positionId);
  return { position, assignLicence: false };
}

/**
 * How the routes take the file: the raw body, whatever type a browser or a script gives it (the
 * reader tells CSV from XLSX by content), and nothing over the reader's limit, which Hapi answers
 * with 413 before reading further.
 */
export const invitationFilePayload = {
  parse: false,
  output: 'data',
  maxBytes: maxTableBytes,
} satisfies RouteOptionsPayload;

const tableRefusals: Record<
  TableProblem,
  Problem<ProblemCode, (details: { reason: string }) => string>
> = {
  notATable: companyProblems.fileNotATable,
  tooLarge: companyProblems.fileTooLarge,
  formula: companyProblems.fileFormula,
  empty: companyProblems.fileEmpty,
};

const hour = 60 * 60;
/**
 * How often files may be previewed and sent (security review N1, N2; docs/decisions.md D54): a
 * person fixing a list previews it a few times, a script probing addresses or sending crafted
 * files thousands of times. The rows budget bounds how many addresses a company can check.
 */
export const invitationFileLimits = {
  previewsPerCompany: { attempts: 20, windowSeconds: hour },
  previewsPerAccount: { attempts: 20, windowSeconds: hour },
  previewedRowsPerCompany: { attempts: 10_000, windowSeconds: hour },
  sendsPerCompany: { attempts: 20, windowSeconds: hour },
  sendsPerAccount: { attempts: 20, windowSeconds: hour },
} as const satisfies Record<string, RateLimit>;

const accountKeyOf = (actor: CompanyActor) => `${actor.audit.actor_kind}:${actor.audit.actor_id}`;

/** Counts one file against the caller's and the company's hourly budgets; 429 past either. */
function throttleInvitationFile(database: Knex, actor: CompanyActor, use: 'preview' | 'send') {
  const [perCompany, perAccount] =
    use === 'preview'
      ? [invitationFileLimits.previewsPerCompany, invitationFileLimits.previewsPerAccount]
      : [invitationFileLimits.sendsPerCompany, invitationFileLimits.sendsPerAccount];
  const what = use === 'preview' ? 'checked' : 'sent';
  return enforceRateLimits(database, [
    {
      key: `invitation-file-${use}:company:${actor.companyId}`,
      limit: perCompany,
      refusal: `Your company has ${what} ${perCompany.attempts} invitation files in the last hour.`,
    },
    {
      key: `invitation-file-${use}:${accountKeyOf(actor)}`,
      limit: perAccount,
      refusal: `You have ${what} ${perAccount.attempts} invitation files in the last hour.`,
    },
  ]);
}

/** The file's rows with the checks that need no database; a file that is not a usable table throws. */
async function readInvitationFile(upload: InvitationFileUpload): Promise<CheckedBulkRow[]> {
  const table = await readTable(upload.content).catch((error: unknown) => {
    if (!(error instanceof TableReadError)) throw error;
    throw problem(tableRefusals[error.problem], { reason: error.message });
  });
  const { positions, missing } = matchBulkInvitationColumns(table.header);
  if (missing.length > 0) {
    throw problem(companyProblems.fileMissingColumns, { missing });
  }
  return checkBulkInvitationRows(table.rows, positions, upload.lang);
}

type JudgedRow = { written: BulkInvitationRow } & (
  | { reason: BulkRowReason; candidate?: undefined }
  | { reason: null; candidate: BulkInvitationCandidate; hasAccount: boolean }
);

/** Every row's verdict: its own problem, else the single invitation's rule on the database's facts. */
async function judgeRows(
  transaction: Knex.Transaction,
  actor: CompanyActor,
  checked: readonly CheckedBulkRow[],
): Promise<JudgedRow[]> {
  const candidates = checked.flatMap((row) => (row.problem === null ? [row.candidate] : []));
  const facts = await inviteeFactsOf(
    transaction,
    actor.companyId,
    candidates.map((candidate) => candidate.guest),
  );
  return checked.map((row) => {
    const { row: number, email, name, role, language } = row;
    const written = { row: number, email, name, role, language };
    if (row.problem !== null) return { written, reason: row.problem };
    const known = facts.get(row.candidate.guest)!;
    const refusal = invitationRefusal(
      { companyId: actor.companyId, inviterRole: actor.role, role: row.candidate.role },
      known,
    );
    if (refusal) return { written, reason: bulkRowReasonOf(refusal) };
    return { written, reason: null, candidate: row.candidate, hasAccount: known.userId !== null };
  });
}

/**
 * POST …/invite-from-file/preview: every row checked with the single invitation's rules, in a few
 * queries for the whole file, and the licences the valid rows will hold. Changes nothing.
 */
export async function previewInvitationFile(
  database: Knex,
  principal: CompanyPrincipal,
  upload: InvitationFileUpload,
  positions: InvitationPositionPorts,
): Promise<BulkInvitationPreviewAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    // The budgets count on the pool, not in this transaction: a refusal must not undo its count.
    await throttleInvitationFile(database, actor, 'preview');
    const { assignLicence } = await fileTerms(positions, transaction, actor, upload);
    const checked = await readInvitationFile(upload);
    await enforceRateLimits(database, [
      {
        key: `invitation-file-rows:company:${actor.companyId}`,
        limit: invitationFileLimits.previewedRowsPerCompany,
        weight: checked.length,
        refusal:
          `Your company has checked more than ` +
          `${invitationFileLimits.previewedRowsPerCompany.attempts} rows in the last hour.`,
      },
    ]);
    // Who checked how many addresses, and which file: a preview reads facts about people.
    await recordCompanyChange(transaction, actor, {
      action: 'company.invitation_file_previewed',
      subjectUserId: null,
      details: {
        rows: checked.length,
        sha256: createHash('sha256').update(upload.content).digest('hex'),
      },
    });
    const judged = await judgeRows(transaction, actor, checked);
    const rows = judged.map(({ written, reason }) => ({
      ...written,
      status: reason === null ? ('valid' as const) : ('invalid' as const),
      reason,
      message: reason === null ? null : bulkRowMessage(reason),
    }));
    const valid = rows.filter((row) => row.status === 'valid').length;
    return {
      rows,
      total: rows.length,
      valid,
      invalid: rows.length - valid,
      licences: {
        needed: assignLicence ? valid : 0,
        available: (await readLicenceCounts(transaction, actor.companyId)).available,
      },
    };
  });
}

/**
 * POST …/invite-from-file: the file checked again under the addresses' locks, then one invitation
 * and one outbox mail per valid row, all in one transaction. When the invitations assign licences
 * and the valid rows need more than are available, it answers 402 and changes nothing.
 */
export async function sendInvitationFile(
  database: Knex,
  principal: CompanyPrincipal,
  upload: InvitationFileUpload,
  publicUrl: string,
  { mailsPerDay, positions }: { mailsPerDay: number; positions: InvitationPositionPorts },
): Promise<BulkInvitationReportAnswer> {
  return database.transaction(async (transaction) => {
    const actor = await resolveCompanyActor(transaction, principal);
    await throttleInvitationFile(database, actor, 'send');
    const { position, assignLicence } = await fileTerms(positions, transaction, actor, upload);
    const checked = await readInvitationFile(upload);
    const addresses = checked.flatMap((row) => (row.problem === null ? [row.candidate.guest] : []));
    await lockInvitationAddresses(transaction, addresses);
    await settleInvitationsOf(transaction, addresses);
    const judged = await judgeRows(transaction, actor, checked);
    const invitable = judged.filter((row) => row.reason === null);
    if (invitable.length > 0) {
      await reserveForInvitations(
        transaction,
        actor.companyId,
        { invitations: invitable.length, assignLicence },
        mailsPerDay,
      );
    }
    const sender = await invitationSenderOf(transaction, actor);
    for (const row of invitable) {
      if (row.reason !== null) continue;
      const { guest, role, lang, name } = row.candidate;
      await createInvitation(
        transaction,
        sender,
        {
          guest,
          role,
          lang,
          name,
          hasAccount: row.hasAccount,
          assignLicence,
          position,
          fromFile: true,
        },
        publicUrl,
      );
    }
    const skipped = judged.length - invitable.length;
    await recordCompanyChange(transaction, actor, {
      action: 'company.invitations_sent_from_file',
      subjectUserId: null,
      details: {
        invited: invitable.length,
        skipped,
        ...(position && { position_id: position.id, position: position.name }),
      },
    });
    return {
      rows: judged.map(({ written, reason }) => ({
        ...written,
        outcome: reason === null ? ('invited' as const) : ('skipped' as const),
        reason,
        message: reason === null ? null : bulkRowMessage(reason),
      })),
      invited: invitable.length,
      skipped,
      message: `${invitable.length} invitations sent, ${skipped} rows skipped.`,
    };
  });
}
