import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { looksLikeFormula } from './formula-safety';
import { firstWorksheetArchive, WorkbookArchiveError } from './workbook-archive';

/** An uploaded table larger than this is refused before it is read. */
export const maxTableBytes = 2 * 1024 * 1024;
/** Data rows (the header not counted) an uploaded table may hold. */
export const maxTableRows = 5000;
/** Columns an uploaded table may hold: a list of people with a few more columns of notes. */
export const maxTableColumns = 50;

/** Why an uploaded file cannot be read as a table; each has its own HTTP status at the routes. */
export type TableProblem = 'notATable' | 'tooLarge' | 'formula' | 'empty';

export class TableReadError extends Error {
  constructor(
    readonly problem: TableProblem,
    message: string,
  ) {
    super(message);
    this.name = 'TableReadError';
  }
}

/** A row under the header: its number in the file (the header is row 1) and its trimmed cells. */
export interface TableRow {
  rowNumber: number;
  /** One text per header column, '' where the row has no cell. */
  cells: string[];
}

/** A table's first non-blank row, and the non-blank rows under it. */
export interface ReadTable {
  header: string[];
  rows: TableRow[];
}

/** Every XLSX file is a zip archive, whose first bytes are these. */
const zipSignature = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Column letters as spreadsheet programs show them: 0 → A, 26 → AA. */
function columnLetter(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

function formulaAt(rowNumber: number, columnIndex: number): TableReadError {
  return new TableReadError(
    'formula',
    `Row ${rowNumber}, column ${columnLetter(columnIndex)} holds a formula; formulas are not accepted.`,
  );
}

function tooManyRows(): TableReadError {
  return new TableReadError(
    'tooLarge',
    `The file has more than ${maxTableRows} rows or ${maxTableColumns} columns.`,
  );
}

/**
 * exceljs stops building rows and cells past these (its worksheet reader reads them; its types
 * do not name them), so a small workbook that unpacks into millions of cells fails early.
 */
const xlsxReadLimits = { maxRows: maxTableRows + 1, maxCols: maxTableColumns };
/** How exceljs says a limit of `xlsxReadLimits` was passed. */
const xlsxLimitMessage = /^Max \w+ count \(\d+\) exceeded/;

/** Semicolons when the first line has more of them than commas (spreadsheets in es and pt). */
function delimiterOf(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  const count = (character: string) => firstLine.split(character).length - 1;
  return count(';') > count(',') ? ';' : ',';
}

function readCsv(content: Buffer): string[][] {
  let text: string;
  try {
    text = utf8.decode(content);
  } catch {
    throw new TableReadError('notATable', 'The file is neither UTF-8 CSV nor XLSX.');
  }
  // A binary file can still decode as UTF-8; a NUL byte never occurs in a text table.
  if (text.includes('\u0000')) {
    throw new TableReadError('notATable', 'The file is neither UTF-8 CSV nor XLSX.');
  }
  try {
    return parse(text, {
      bom: true,
      delimiter: delimiterOf(text.replace(/^\uFEFF/, '')),
      relax_column_count: true,
    });
  } catch (error) {
    throw new TableReadError(
      'notATable',
      `The file is not a valid CSV table: ${(error as Error).message}`,
    );
  }
}

async function readXlsx(content: Buffer): Promise<string[][]> {
  let bounded: Buffer;
  try {
    bounded = await firstWorksheetArchive(content);
  } catch (error) {
    if (!(error instanceof WorkbookArchiveError)) throw error;
    throw new TableReadError(
      error.problem === 'tooLarge' ? 'tooLarge' : 'notATable',
      error.message,
    );
  }
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs's types predate Node's generic Buffer and leave out the read limits.
    await workbook.xlsx.load(
      bounded as unknown as ArrayBuffer,
      xlsxReadLimits as Partial<ExcelJS.XlsxReadOptions>,
    );
  } catch (error) {
    if (xlsxLimitMessage.test((error as Error).message)) throw tooManyRows();
    throw new TableReadError('notATable', 'The file is a zip archive but not an XLSX workbook.');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  if (sheet.actualRowCount > maxTableRows + 1) throw tooManyRows();
  // Indexed by the sheet's own row numbers, so a refusal names the row a person sees.
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, columnNumber) => {
      if (cell.type === ExcelJS.ValueType.Formula) throw formulaAt(rowNumber, columnNumber - 1);
      cells[columnNumber - 1] = cell.text;
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return Array.from(rows, (cells) => cells ?? []);
}

/**
 * Reads an uploaded CSV (UTF-8 with or without BOM, comma or semicolon separated) or XLSX (its
 * first worksheet) into a header and rows of text. The type is told by content, not by name or
 * content type: an XLSX is a zip archive, anything else must be UTF-8 text. A formula-like cell
 * (`looksLikeFormula`) or an XLSX formula refuses the whole file, naming its row and column, so a
 * table that could run code in someone's spreadsheet program is never stored or mailed on.
 */
export async function readTable(content: Buffer): Promise<ReadTable> {
  if (content.byteLength > maxTableBytes) {
    throw new TableReadError('tooLarge', `The file is larger than ${maxTableBytes} bytes.`);
  }
  const isZip = content.subarray(0, zipSignature.length).equals(zipSignature);
  const everyLine = isZip ? await readXlsx(content) : readCsv(content);
  if (everyLine.some((cells) => cells.length > maxTableColumns)) throw tooManyRows();
  // The formula check judges the text that is kept, after the trim: a line feed or a no-break
  // space before `=` would otherwise pass the check and then be trimmed away.
  const trimmed = everyLine.map((cells) => cells.map((cell) => cell.trim()));
  trimmed.forEach((cells, rowIndex) => {
    const columnIndex = cells.findIndex(looksLikeFormula);
    if (columnIndex >= 0) throw formulaAt(rowIndex + 1, columnIndex);
  });
  const lines = trimmed
    .map((cells, index) => ({ rowNumber: index + 1, cells }))
    .filter(({ cells }) => cells.some((cell) => cell !== ''));
  if (lines.length > maxTableRows + 1) throw tooManyRows();
  const [header, ...rows] = lines;
  if (!header || rows.length === 0) {
    throw new TableReadError('empty', 'The file has no rows under its header.');
  }
  return {
    header: header.cells,
    rows: rows.map(({ rowNumber, cells }) => ({
      rowNumber,
      cells: header.cells.map((_, index) => cells[index] ?? ''),
    })),
  };
}
