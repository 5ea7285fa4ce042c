import { buffer } from 'node:stream/consumers';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { attachmentDisposition, writeTable, type TableToWrite } from './write-table';

const table: TableToWrite = {
  sheetName: 'people',
  header: ['Name', 'Score', '=Total'],
  rows: [
    ["=cmd|' /C calc'!A0", 12, null],
    ['Ana', -3, '+34 600'],
  ],
};

describe('writeTable', () => {
  it('writes CSV with a BOM, formula-like text kept as text and numbers as they are', async () => {
    const written = await buffer(writeTable('csv', table));
    expect(written.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(parse(written, { bom: true })).toEqual([
      ['Name', 'Score', "'=Total"],
      ["'=cmd|' /C calc'!A0", '12', ''],
      ['Ana', '-3', "'+34 600"],
    ]);
  });

  it('writes XLSX with text cells formula-safe and number cells as numbers', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await buffer(writeTable('xlsx', table))) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('people')!;
    expect(sheet.getCell('A2').value).toBe("'=cmd|' /C calc'!A0");
    expect(sheet.getCell('A2').type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell('B3').value).toBe(-3);
    expect(sheet.getCell('B3').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C1').value).toBe("'=Total");
  });
});

describe('attachmentDisposition', () => {
  it('names the file in ASCII and in UTF-8', () => {
    expect(attachmentDisposition('clasificación-Ana.csv')).toBe(
      `attachment; filename="clasificacion-Ana.csv"; filename*=UTF-8''clasificaci%C3%B3n-Ana.csv`,
    );
  });
});
