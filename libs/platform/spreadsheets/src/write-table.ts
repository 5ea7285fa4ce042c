import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { TableFormat } from '@facet/platform-kernel';
import { formulaSafe } from './formula-safety';

/** A cell of an exported table: text, a number (written as a number), or empty. */
export type TableCell = string | number | null;

/** A table to export: its header row and its rows, in order. */
export interface TableToWrite {
  /** The worksheet's name in an XLSX file (at most 31 characters, as spreadsheets allow). */
  sheetName: string;
  header: readonly string[];
  rows: Iterable<readonly TableCell[]>;
}

export const tableContentTypes: Record<TableFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

/** Every text cell goes through `formulaSafe`: no exported text runs as a formula. */
function safeCell(cell: TableCell): string | number | null {
  return typeof cell === 'string' ? formulaSafe(cell) : cell;
}

function* safeRows(table: TableToWrite): Generator<(string | number | null)[]> {
  yield table.header.map(safeCell);
  for (const row of table.rows) yield row.map(safeCell);
}

/**
 * CSV in UTF-8 with a byte-order mark (so spreadsheet programs read accents right), comma
 * separated, rows produced as the reader drains the stream.
 */
function csvStream(table: TableToWrite): Readable {
  const rows = Readable.from(safeRows(table), { objectMode: true });
  const csv = stringify({ bom: true });
  rows.on('error', (error) => csv.destroy(error));
  return rows.pipe(csv);
}

/**
 * XLSX by exceljs's streaming writer: each row is committed as it is written and the zip streams
 * out as it is made, rather than a workbook built whole and then saved. Without shared strings or
 * styles, which the streaming writer would otherwise keep for the whole file.
 */
function xlsxStream(table: TableToWrite): Readable {
  const output = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useSharedStrings: false,
    useStyles: false,
  });
  const sheet = workbook.addWorksheet(table.sheetName.slice(0, 31));
  const write = async () => {
    for (const row of safeRows(table)) sheet.addRow(row).commit();
    sheet.commit();
    await workbook.commit();
  };
  write().catch((error: unknown) => output.destroy(error as Error));
  return output;
}

/** The table as a stream of a CSV or XLSX file, for a download. */
export function writeTable(format: TableFormat, table: TableToWrite): Readable {
  return format === 'csv' ? csvStream(table) : xlsxStream(table);
}

/** `attachment; filename=...` with an ASCII name, and the UTF-8 form for names with accents. */
export function attachmentDisposition(filename: string): string {
  // Accents are dropped from their letters (NFKD splits them off) rather than made dashes.
  const ascii = filename
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\w.-]+/g, '-');
  // RFC 5987 leaves ' ( ) * out of a value, which encodeURIComponent keeps.
  const utf8 = encodeURIComponent(filename).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${utf8}`;
}
