import type { AuditTrailEntry } from '@facet/audit-trail-domain';
import { catalogueFormatter } from '@facet/platform-i18n';
import type { Language } from '@facet/platform-kernel';
import type { TableToWrite } from '@facet/platform-spreadsheets';
import { trailExportMessages } from './audit-trail-export-messages';

const formatterFor = catalogueFormatter([trailExportMessages]);

/** The columns of the download, in order; cells stay as stored (codes, addresses). */
const columns = [
  'time',
  'actor',
  'actorEmail',
  'actorKind',
  'action',
  'target',
  'person',
  'personEmail',
  'peopleListed',
  'company',
  'details',
] as const;

/** The trail as a table to download, and its file name. */
export function trailExportOf(
  entries: readonly AuditTrailEntry[],
  lang: Language,
  today: string,
): { filename: string; table: TableToWrite } {
  const format = formatterFor(lang);
  const { messages } = trailExportMessages;
  return {
    filename: `${format(messages.file)}-${today}.csv`,
    table: {
      sheetName: format(messages.sheetName),
      header: columns.map((column) => format(messages[column])),
      rows: entries.map((entry) => [
        entry.at,
        entry.actor.name,
        entry.actor.email,
        entry.actor.kind,
        entry.action,
        entry.target,
        entry.person?.name ?? null,
        entry.person?.email ?? null,
        entry.people.map((person) => person.email ?? `#${person.id}`).join(', '),
        entry.company?.name ?? null,
        JSON.stringify(entry.details),
      ]),
    },
  };
}
