import { personNameSchema, type CompanyRole, type Language } from '@facet/platform-kernel';
import {
  cannotBeInvitedHereMessage,
  invitationRefusals,
  type CompanyWideRefusal,
  type InvitationRefusal,
} from './company-rules';
import { inviteSchema } from './company-schemas';

/**
 * Invitations from a CSV or XLSX file (docs/decisions.md D38): the columns it may have, how each
 * row is checked before the database is asked, and the answers of the preview and the send.
 */
export const bulkInvitationColumns = ['email', 'name', 'role', 'language'] as const;
export type BulkInvitationColumn = (typeof bulkInvitationColumns)[number];
export const requiredBulkInvitationColumns = ['email', 'role'] as const;

/** Folded as `foldHeading` folds a cell: lower case, no accents, letters only. */
const columnHeadings: Record<BulkInvitationColumn, readonly string[]> = {
  email: ['email', 'correo', 'correoelectronico', 'emailaddress'],
  name: ['name', 'nombre', 'nome'],
  role: ['role', 'rol', 'papel', 'funcao'],
  language: ['language', 'lang', 'idioma', 'lingua'],
};

const roleWords: Record<CompanyRole, readonly string[]> = {
  admin: ['admin', 'administrator', 'administrador', 'administradora'],
  manager: ['manager', 'gerente', 'gestor', 'gestora'],
  employee: ['employee', 'empleado', 'empleada', 'funcionario', 'funcionaria', 'colaborador'],
  candidate: ['candidate', 'candidato', 'candidata'],
};

const languageWords: Record<Language, readonly string[]> = {
  en: ['en', 'english', 'ingles'],
  es: ['es', 'spanish', 'espanol', 'espanhol', 'castellano'],
  pt: ['pt', 'portuguese', 'portugues'],
};

/** A heading or word as a person may spell it: "Correo electrónico" and "correo-electronico" match. */
export function foldHeading(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

function wordOf<Key extends string>(
  words: Record<Key, readonly string[]>,
  cell: string,
): Key | undefined {
  const folded = foldHeading(cell);
  return (Object.keys(words) as Key[]).find((key) => words[key].includes(folded));
}

/** Where each known column is in the header; missing names the required ones it lacks. */
export function matchBulkInvitationColumns(header: readonly string[]): {
  positions: Partial<Record<BulkInvitationColumn, number>>;
  missing: BulkInvitationColumn[];
} {
  const positions: Partial<Record<BulkInvitationColumn, number>> = {};
  header.forEach((heading, index) => {
    const column = wordOf(columnHeadings, heading);
    if (column && positions[column] === undefined) positions[column] = index;
  });
  const missing = requiredBulkInvitationColumns.filter((column) => positions[column] === undefined);
  return { positions, missing };
}

/** Why a row of the file is not sent: a problem of the row itself, or the single invite's refusal. */
export const bulkRowProblems = {
  badEmail: 'This is not a valid e-mail address.',
  badName: 'The name may hold up to 45 letters, spaces, apostrophes, dots and hyphens.',
  unknownRole: 'The role must be admin, manager, employee or candidate.',
  unknownLanguage: 'The language must be en, es or pt.',
  duplicateRow: 'This address is already on an earlier row of the file.',
} as const;
/** The single invite's refusals that are facts about another company, which a file row never names. */
type OtherCompanyRefusal = 'administersAnotherCompany' | 'pendingElsewhere';
export type BulkRowReason =
  | keyof typeof bulkRowProblems
  | Exclude<InvitationRefusal, CompanyWideRefusal | OtherCompanyRefusal>
  | 'notInvitableHere';

/**
 * A row's reason for the single invite's refusal: another company's administrator and a person
 * invited elsewhere are one reason, so a file of addresses cannot sort people by other tenants'
 * facts (security review N2).
 */
export function bulkRowReasonOf(
  refusal: Exclude<InvitationRefusal, CompanyWideRefusal>,
): BulkRowReason {
  return refusal === 'administersAnotherCompany' || refusal === 'pendingElsewhere'
    ? 'notInvitableHere'
    : refusal;
}

export function bulkRowMessage(reason: BulkRowReason): string {
  if (reason === 'notInvitableHere') return cannotBeInvitedHereMessage;
  return reason in bulkRowProblems
    ? bulkRowProblems[reason as keyof typeof bulkRowProblems]
    : invitationRefusals[reason as InvitationRefusal].message;
}

/** A row of the file as written: its number in the file and its cells for the known columns. */
export interface BulkInvitationRow {
  row: number;
  email: string;
  name: string;
  role: string;
  language: string;
}

/** A row whose cells are well formed: the address, role and language an invitation needs. */
export interface BulkInvitationCandidate {
  row: number;
  guest: string;
  role: CompanyRole;
  lang: Language;
  /** For the mail's greeting; undefined when the row names nobody. */
  name: string | undefined;
}

/** A row as read, with its own problem, or the candidate the database checks next. */
export type CheckedBulkRow = BulkInvitationRow &
  (
    | { problem: keyof typeof bulkRowProblems }
    | { problem: null; candidate: BulkInvitationCandidate }
  );

/**
 * The checks that need no database, in the file's order: e-mail (the single invite's schema),
 * name (a person's name, when given), role, language (`defaultLanguage` when the column or cell is empty), then the same address on
 * an earlier row. A later row repeating an address is the duplicate, whatever the first row's fate.
 */
export function checkBulkInvitationRows(
  rows: readonly { rowNumber: number; cells: readonly string[] }[],
  positions: Partial<Record<BulkInvitationColumn, number>>,
  defaultLanguage: Language,
): CheckedBulkRow[] {
  const seen = new Set<string>();
  const cellOf = (cells: readonly string[], column: BulkInvitationColumn) => {
    const position = positions[column];
    return position === undefined ? '' : (cells[position] ?? '');
  };
  return rows.map(({ rowNumber, cells }) => {
    const written: BulkInvitationRow = {
      row: rowNumber,
      email: cellOf(cells, 'email'),
      name: cellOf(cells, 'name'),
      role: cellOf(cells, 'role'),
      language: cellOf(cells, 'language'),
    };
    const guest = inviteSchema.shape.guest.safeParse(written.email);
    if (!guest.success) return { ...written, problem: 'badEmail' };
    const address = guest.data.toLowerCase();
    const duplicate = seen.has(address);
    seen.add(address);
    const name = written.name === '' ? undefined : personNameSchema.safeParse(written.name);
    if (name && !name.success) return { ...written, problem: 'badName' };
    const role = wordOf(roleWords, written.role);
    if (!role) return { ...written, problem: 'unknownRole' };
    const lang =
      written.language === '' ? defaultLanguage : wordOf(languageWords, written.language);
    if (!lang) return { ...written, problem: 'unknownLanguage' };
    if (duplicate) return { ...written, problem: 'duplicateRow' };
    return {
      ...written,
      problem: null,
      candidate: { row: rowNumber, guest: address, role, lang, name: name?.data },
    };
  });
}

/** A row of the preview: valid rows have no reason. */
export interface BulkPreviewRow extends BulkInvitationRow {
  status: 'valid' | 'invalid';
  reason: BulkRowReason | null;
  message: string | null;
}

/** POST …/invite-from-file/preview: every row's verdict and the licences the valid ones need. */
export interface BulkInvitationPreviewAnswer {
  rows: BulkPreviewRow[];
  total: number;
  valid: number;
  invalid: number;
  /**
   * The licences the valid rows will hold: one each when the invitations assign a licence, none
   * otherwise; against the company's available licences (docs/decisions.md D61).
   */
  licences: { needed: number; available: number };
}

/** A row of the send's report: invited, or skipped with the reason found at send time. */
export interface BulkReportRow extends BulkInvitationRow {
  outcome: 'invited' | 'skipped';
  reason: BulkRowReason | null;
  message: string | null;
}

/** POST …/invite-from-file: what happened to each row. */
export interface BulkInvitationReportAnswer {
  rows: BulkReportRow[];
  invited: number;
  skipped: number;
  message: string;
}

/** The file the dialog offers to start from: every column, and one example row. */
export const bulkInvitationTemplate =
  'email,name,role,language\r\nana.lima@example.com,Ana Lima,employee,pt\r\n';
