import { once } from 'node:events';
import { crc32, createDeflateRaw, deflateRawSync } from 'node:zlib';

/**
 * Hand-made XLSX archives for tests and benches of the upload bounds (security review N1): a
 * minimal workbook whose parts can be padded, joined by huge entries of zeros, or given a size
 * header that lies. Nothing here ships.
 */

/** One entry of a hand-made archive. */
export interface CraftedEntry {
  name: string;
  /** The entry's content, deflated. */
  content?: Buffer | string;
  /**
   * Instead of `content`: `bytes` copies of one byte (zero unless given), deflated as a stream, so
   * gigabytes cost no memory.
   */
  filled?: { bytes: number; byte?: number };
  /** The uncompressed size the headers state, when it should differ from the real one. */
  declaredSize?: number;
}

const megabyte = 1024 * 1024;

async function deflatedFilling({
  bytes: count,
  byte = 0,
}: {
  bytes: number;
  byte?: number;
}): Promise<{ data: Buffer; checksum: number }> {
  const deflater = createDeflateRaw({ level: 9 });
  const chunks: Buffer[] = [];
  deflater.on('data', (chunk: Buffer) => chunks.push(chunk));
  const block = Buffer.alloc(megabyte, byte);
  let checksum = 0;
  for (let written = 0; written < count; written += block.length) {
    const piece = block.subarray(0, Math.min(block.length, count - written));
    checksum = crc32(piece, checksum);
    if (!deflater.write(piece)) await once(deflater, 'drain');
  }
  deflater.end();
  await once(deflater, 'end');
  return { data: Buffer.concat(chunks), checksum };
}

/** A zip archive of these entries, each deflated, with the sizes their headers should state. */
export async function craftArchive(entries: readonly CraftedEntry[]): Promise<Buffer> {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const content = Buffer.from(entry.content ?? '');
    const { data, checksum } =
      entry.filled === undefined
        ? { data: deflateRawSync(content), checksum: crc32(content) }
        : await deflatedFilling(entry.filled);
    const size = entry.declaredSize ?? entry.filled?.bytes ?? content.length;
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, data);
    directory.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

const columnLetters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const cell = (text: string, column: number, row: number) =>
  `<c r="${columnLetters[column]}${row}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** The XML of a worksheet holding these rows of text (at most 26 columns) as inline strings. */
export function sheetXml(rows: readonly (readonly string[])[]): string {
  return (
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>' +
    rows
      .map(
        (cells, index) =>
          `<row r="${index + 1}">${cells.map((text, column) => cell(text, column, index + 1)).join('')}</row>`,
      )
      .join('') +
    '</sheetData></worksheet>'
  );
}

/** The parts of a minimal one-sheet workbook holding these rows, ready for `craftArchive`. */
export function workbookEntries(rows: readonly (readonly string[])[]): CraftedEntry[] {
  const main = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
  const relationships = 'http://schemas.openxmlformats.org/package/2006/relationships';
  const officeRelationships = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
  return [
    {
      name: '[Content_Types].xml',
      content:
        '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      content: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${main}" xmlns:r="${officeRelationships}"><sheets><sheet name="People" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      content: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${relationships}"><Relationship Id="rId1" Type="${officeRelationships}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    },
    { name: 'xl/worksheets/sheet1.xml', content: sheetXml(rows) },
  ];
}

/** A megabyte, for sizes in tests and benches. */
export const craftedMegabyte = megabyte;
