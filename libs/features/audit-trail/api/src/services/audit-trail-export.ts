import type { AuditTrailEntry } from '@facet/audit-trail-domain';
import type { Language } from '@facet/platform-kernel';
import type { TableToWrite } from '@facet/platform-spreadsheets';

interface TrailExportLabels {
  sheetName: string;
  file: string;
  header: readonly string[];
}

/** The download's header, in the reader's language; cells stay as stored (codes, addresses). */
const trailExportLabels: Record<Language, TrailExportLabels> = {
  en: {
    sheetName: 'Audit trail',
    file: 'audit-trail',
    header: [
      'Time (UTC)',
      'Actor',
      'Actor e-mail',
      'Actor kind',
      'Action',
      'Target',
      'Person',
      'Person e-mail',
      'People listed',
      'Company',
      'Details',
    ],
  },
  es: {
    sheetName: 'Registro de auditoría',
    file: 'registro-auditoria',
    header: [
      'Hora (UTC)',
      'Autor',
      'Correo del autor',
      'Tipo de autor',
      'Acción',
      'Objeto',
      'Persona',
      'Correo de la persona',
      'Personas listadas',
      'Empresa',
      'Detalles',
    ],
  },
  pt: {
    sheetName: 'Trilha de auditoria',
    file: 'trilha-auditoria',
    header: [
      'Hora (UTC)',
      'Autor',
      'E-mail do autor',
      'Tipo de autor',
      'Ação',
      'Objeto',
      'Pessoa',
      'E-mail da pessoa',
      'Pessoas listadas',
      'Empresa',
      'Detalhes',
    ],
  },
};

/** The trail as a table to download, and its file name. */
export function trailExportOf(
  entries: readonly AuditTrailEntry[],
  lang: Language,
  today: string,
): { filename: string; table: TableToWrite } {
  const labels = trailExportLabels[lang];
  return {
    filename: `${labels.file}-${today}.csv`,
    table: {
      sheetName: labels.sheetName,
      header: labels.header,
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
