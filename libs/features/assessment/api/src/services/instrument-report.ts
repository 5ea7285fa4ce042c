import {
  instrumentReport,
  instrumentReportTableHeader,
  instrumentReportTableRows,
  type InstrumentReport,
  type InstrumentResultRow,
  type ProtocolValidity,
} from '@facet/assessment-domain';
import type { Database } from '@facet/platform-db';
import type { Language } from '@facet/platform-kernel';
import type { TableToWrite } from '@facet/platform-spreadsheets';

interface StoredResultRow {
  result_id: number;
  user_id: number;
  lang: Language | null;
  item_bank_version: string;
  norm_version: string;
  created_at: Date;
  scores: InstrumentResultRow['scores'];
  validity: ProtocolValidity | null;
  answer_values: Record<string, number> | null;
}

/**
 * Every result with the answers of its attempt, in one statement: the answers are gathered per
 * attempt into one JSON object (item id -> 0..4) beside the result, not fetched result by result.
 */
export async function readInstrumentResultRows(database: Database): Promise<InstrumentResultRow[]> {
  const { rows } = await database.raw<{ rows: StoredResultRow[] }>(`
    select results.id as result_id, results.user_id, results.lang, results.item_bank_version,
           results.norm_version, results.created_at, results.scores, results.validity,
           attempt.answer_values
      from results
      left join lateral (
        select json_object_agg(answers.item_id, answers.value) as answer_values
          from answers
         where answers.session_id = results.session_id
      ) as attempt on true
     order by results.id`);
  return rows.map((row) => ({
    resultId: row.result_id,
    userId: row.user_id,
    lang: row.lang,
    itemBankVersion: row.item_bank_version,
    normVersion: row.norm_version,
    createdAt: row.created_at,
    scores: row.scores,
    validity: row.validity,
    answerValues: row.answer_values,
  }));
}

/** The instrument report of every stored result, as of now. */
export async function buildInstrumentReport(database: Database): Promise<InstrumentReport> {
  return instrumentReport(await readInstrumentResultRows(database), new Date());
}

/** The report as a table to write (CSV), one row per figure. */
export function instrumentReportTable(report: InstrumentReport): TableToWrite {
  return {
    sheetName: 'Instrument report',
    header: instrumentReportTableHeader,
    rows: instrumentReportTableRows(report),
  };
}

/** The download's file name: the day it was made. */
export function instrumentReportFilename(report: InstrumentReport): string {
  return `instrument-report-${report.generatedAt.slice(0, 10)}.csv`;
}
