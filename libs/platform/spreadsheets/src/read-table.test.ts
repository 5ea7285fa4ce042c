import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { maxTableColumns, maxTableRows, readTable, TableReadError } from './read-table';

const problemOf = async (content: Buffer) => {
  const error = await readTable(content).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(TableReadError);
  return error as TableReadError;
};

describe('readTable', () => {
  it('reads a comma CSV, quoted cells included, numbering rows as the file does', async () => {
    const table = await readTable(
      Buffer.from('email,name\r\n\r\n"ana@example.com","Lima, Ana"\r\nluis@example.com\r\n'),
    );
    expect(table).toEqual({
      header: ['email', 'name'],
      rows: [
        { rowNumber: 3, cells: ['ana@example.com', 'Lima, Ana'] },
        { rowNumber: 4, cells: ['luis@example.com', ''] },
      ],
    });
  });

  it('reads a semicolon CSV with a BOM', async () => {
    const table = await readTable(Buffer.from('\uFEFFcorreo;rol\nana@example.com;empleado\n'));
    expect(table.header).toEqual(['correo', 'rol']);
    expect(table.rows[0]!.cells).toEqual(['ana@example.com', 'empleado']);
  });

  it('reads the first worksheet of an XLSX file by its content', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('First').addRows([['email'], ['ana@example.com']]);
    workbook.addWorksheet('Second').addRows([['ignored']]);
    const table = await readTable(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(table).toEqual({
      header: ['email'],
      rows: [{ rowNumber: 2, cells: ['ana@example.com'] }],
    });
  });

  it('refuses a formula-like cell, naming its row and column', async () => {
    const problem = await problemOf(Buffer.from('email,name\na@example.com,@SUM(A1)\n'));
    expect(problem.problem).toBe('formula');
    expect(problem.message).toMatch(/^Row 2, column B/);
  });

  it('refuses what is neither UTF-8 text nor an XLSX workbook', async () => {
    expect((await problemOf(Buffer.from([0xff, 0xfe, 0x00, 0x41]))).problem).toBe('notATable');
    expect((await problemOf(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x00]))).problem).toBe(
      'notATable',
    );
  });

  it('refuses a table with no rows, or with more rows than the limit', async () => {
    expect((await problemOf(Buffer.from('email,role\n'))).problem).toBe('empty');
    const rows = Array.from({ length: maxTableRows + 1 }, (_, n) => `p${n}@example.com`);
    expect((await problemOf(Buffer.from(['email', ...rows].join('\n')))).problem).toBe('tooLarge');
  });

  it('stops reading an XLSX sheet past the row limit', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('People');
    sheet.addRows(Array.from({ length: maxTableRows + 5 }, (_, n) => [`p${n}@example.com`]));
    const problem = await problemOf(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(problem.problem).toBe('tooLarge');
  });

  it('refuses a row wider than the column limit', async () => {
    const wide = Array.from({ length: maxTableColumns + 1 }, (_, n) => `c${n}`).join(',');
    expect((await problemOf(Buffer.from(`${wide}\n${wide}\n`))).problem).toBe('tooLarge');
  });
});
