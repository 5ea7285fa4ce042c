import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { maxTableColumns, maxTableRows, readTable, TableReadError } from './read-table';
import { craftArchive, craftedMegabyte, workbookEntries, type CraftedEntry } from './testing';
import { maxWorkbookEntries, maxWorkbookInflatedBytes } from './workbook-archive';

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

describe('readTable on hostile workbooks (security review N1)', () => {
  const people = [
    ['email', 'role'],
    ['ana@example.com', 'employee'],
  ];
  const refusedQuickly = async (entries: CraftedEntry[]) => {
    const archive = await craftArchive(entries);
    const started = performance.now();
    const problem = await problemOf(archive);
    return { problem: problem.problem, milliseconds: performance.now() - started };
  };

  it('reads a hand-made workbook through the bounded archive reader', async () => {
    const table = await readTable(await craftArchive(workbookEntries(people)));
    expect(table).toEqual({
      header: ['email', 'role'],
      rows: [{ rowNumber: 2, cells: ['ana@example.com', 'employee'] }],
    });
  });

  it('refuses a workbook whose image entry declares a gigabyte, without inflating it', async () => {
    const refused = await refusedQuickly([
      ...workbookEntries(people),
      {
        name: 'xl/media/image1.png',
        filled: { bytes: 8 * craftedMegabyte },
        declaredSize: 1024 ** 3,
      },
    ]);
    expect(refused.problem).toBe('tooLarge');
    expect(refused.milliseconds).toBeLessThan(500);
  });

  it('refuses parts that together declare more than the bound', async () => {
    const half = maxWorkbookInflatedBytes / 2 + 1;
    const refused = await refusedQuickly([
      ...workbookEntries(people),
      { name: 'xl/media/image1.png', filled: { bytes: half } },
      { name: 'xl/media/image2.png', filled: { bytes: half } },
    ]);
    expect(refused.problem).toBe('tooLarge');
  });

  it('refuses more entries than the bound', async () => {
    const extra = Array.from({ length: maxWorkbookEntries }, (_, n) => ({
      name: `docProps/custom${n}.xml`,
      content: '<x/>',
    }));
    expect((await refusedQuickly([...workbookEntries(people), ...extra])).problem).toBe('tooLarge');
  });

  it('stops inflating a sheet that holds more than its header declares', async () => {
    const [sheet, ...rest] = workbookEntries(people).reverse();
    const refused = await refusedQuickly([
      ...rest.reverse(),
      { name: sheet!.name, filled: { bytes: maxWorkbookInflatedBytes * 2 }, declaredSize: 1000 },
    ]);
    expect(refused.problem).toBe('tooLarge');
    expect(refused.milliseconds).toBeLessThan(500);
  });
});

describe('readTable formula check after the trim (security review, Info)', () => {
  it.each([
    ['a line feed', '\n=cmd|"/C calc"!A0'],
    ['a no-break space', '\u00a0=1+2'],
    ['a tab and a space', '\t +SUM(1,2)'],
    ['a carriage return', '\r@SUM(A1)'],
  ])('refuses a cell with %s before a formula', async (_, cell) => {
    const file = Buffer.from(`email,name\r\nana@example.com,"${cell.replace(/"/g, '""')}"\r\n`);
    const problem = await problemOf(file);
    expect(problem.problem).toBe('formula');
    expect(problem.message).toContain('Row 2, column B');
  });
});
