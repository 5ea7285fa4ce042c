import {
  collectSubjectRows,
  type PersonalDataRow,
  type PersonalDataSource,
  type PersonalDataSubject,
} from '@facet/platform-db';
import type { Knex } from 'knex';

export interface PersonalDataExport {
  format: 'facet-personal-data/1';
  generatedAt: string;
  subject: 'employee' | 'company';
  /** Every table holding rows about the subject, each with those rows. */
  tables: Record<string, PersonalDataRow[]>;
}

/**
 * Everything the product holds about the subject, as one machine-readable document: what each
 * feature's entry in the personal-data registry finds by the subject's ids and exact address.
 */
export async function collectPersonalData(
  transaction: Knex.Transaction,
  registry: readonly PersonalDataSource[],
  subject: PersonalDataSubject,
): Promise<PersonalDataExport> {
  return {
    format: 'facet-personal-data/1',
    generatedAt: new Date().toISOString(),
    subject: subject.kind === 'person' ? 'employee' : 'company',
    tables: await collectSubjectRows(transaction, registry, subject),
  };
}

function csvCell(value: unknown): string {
  const text =
    value === null || value === undefined
      ? ''
      : value instanceof Date
        ? value.toISOString()
        : typeof value === 'object'
          ? JSON.stringify(value)
          : // What is left of a row's value is a string, number, boolean or bigint.
            // eslint-disable-next-line @typescript-eslint/no-base-to-string
            String(value);
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The person's results as CSV: one row per result, one column per scale. */
export function resultsCsv(data: PersonalDataExport): string {
  const results = data.tables['results'] ?? [];
  const scales = [
    ...new Set(
      results.flatMap((result) => Object.keys((result['scores'] as Record<string, unknown>) ?? {})),
    ),
  ];
  const header = ['number', 'date', 'item_bank_version', 'norm_version', ...scales];
  const lines = results.map((result) => {
    const scores = (result['scores'] as Record<string, unknown>) ?? {};
    return [
      result['number'],
      result['created_at'],
      result['item_bank_version'],
      result['norm_version'],
      ...scales.map((scale) => scores[scale]),
    ]
      .map(csvCell)
      .join(',');
  });
  return [header.join(','), ...lines].join('\r\n') + '\r\n';
}
