import { crc32, createInflateRaw } from 'node:zlib';

/**
 * An XLSX workbook is a zip archive. An upload of 2 MB can declare, or secretly hold, gigabytes
 * once inflated (security review N1), so the archive is opened here by hand, within bounds, before
 * exceljs sees anything (docs/decisions.md D54): the central directory is read first, the few
 * parts a first worksheet needs are inflated with a byte counter, and exceljs gets only those.
 */

/** Entries an uploaded workbook may list: a plain workbook has about a dozen. */
export const maxWorkbookEntries = 50;
/**
 * Inflated bytes an uploaded workbook may hold, in all and so in any one entry: a sheet of 5,000
 * rows × 50 columns of short text is a few MB of XML.
 */
export const maxWorkbookInflatedBytes = 20 * 1024 * 1024;

/** Why an archive is refused: too large once inflated, or not a workbook at all. */
export class WorkbookArchiveError extends Error {
  constructor(
    readonly problem: 'tooLarge' | 'notAWorkbook',
    message: string,
  ) {
    super(message);
    this.name = 'WorkbookArchiveError';
  }
}

const tooLarge = (detail: string) =>
  new WorkbookArchiveError(
    'tooLarge',
    `The workbook is too large once unpacked (${detail}); at most ${maxWorkbookEntries} ` +
      `parts and ${maxWorkbookInflatedBytes / (1024 * 1024)} MB in all are accepted.`,
  );
const notAWorkbook = () =>
  new WorkbookArchiveError('notAWorkbook', 'The file is a zip archive but not an XLSX workbook.');

interface ArchiveEntry {
  name: string;
  method: number;
  compressedSize: number;
  declaredSize: number;
  localHeaderOffset: number;
}

const endOfDirectorySignature = 0x06054b50;
const directoryEntrySignature = 0x02014b50;
const localHeaderSignature = 0x04034b50;
/** Sizes and counts with every bit set mean "see the zip64 record": far beyond any bound here. */
const zip64Marker = 0xffffffff;
const stored = 0;
const deflated = 8;

function endOfDirectoryOffset(archive: Buffer): number {
  // The record is 22 bytes plus a comment of at most 65,535 bytes, at the very end.
  const earliest = Math.max(0, archive.length - 22 - 0xffff);
  for (let offset = archive.length - 22; offset >= earliest; offset -= 1) {
    if (archive.readUInt32LE(offset) === endOfDirectorySignature) return offset;
  }
  throw notAWorkbook();
}

/** The central directory's entries, refused past the entry and size bounds before any inflating. */
function readDirectory(archive: Buffer): ArchiveEntry[] {
  const end = endOfDirectoryOffset(archive);
  const count = archive.readUInt16LE(end + 10);
  if (count > maxWorkbookEntries) throw tooLarge(`${count} parts`);
  let offset = archive.readUInt32LE(end + 16);
  const entries: ArchiveEntry[] = [];
  let declaredTotal = 0;
  for (let index = 0; index < count; index += 1) {
    if (offset + 46 > end || archive.readUInt32LE(offset) !== directoryEntrySignature) {
      throw notAWorkbook();
    }
    const nameLength = archive.readUInt16LE(offset + 28);
    const entry: ArchiveEntry = {
      method: archive.readUInt16LE(offset + 10),
      compressedSize: archive.readUInt32LE(offset + 20),
      declaredSize: archive.readUInt32LE(offset + 24),
      localHeaderOffset: archive.readUInt32LE(offset + 42),
      name: archive.toString('utf8', offset + 46, offset + 46 + nameLength).replace(/^\//, ''),
    };
    if (entry.declaredSize === zip64Marker || entry.declaredSize > maxWorkbookInflatedBytes) {
      throw tooLarge(`the part ${entry.name} declares ${entry.declaredSize} bytes`);
    }
    declaredTotal += entry.declaredSize;
    if (declaredTotal > maxWorkbookInflatedBytes) {
      throw tooLarge(`the parts declare more than ${maxWorkbookInflatedBytes} bytes`);
    }
    entries.push(entry);
    offset +=
      46 + nameLength + archive.readUInt16LE(offset + 30) + archive.readUInt16LE(offset + 32);
  }
  return entries;
}

/**
 * Inflates one entry, stopping as soon as it gives more than its declared size or than the
 * budget left: a header that lies about the size buys nothing.
 */
function inflateEntry(archive: Buffer, entry: ArchiveEntry, budget: number): Promise<Buffer> {
  const header = entry.localHeaderOffset;
  if (header + 30 > archive.length || archive.readUInt32LE(header) !== localHeaderSignature) {
    return Promise.reject(notAWorkbook());
  }
  const start = header + 30 + archive.readUInt16LE(header + 26) + archive.readUInt16LE(header + 28);
  const compressed = archive.subarray(start, start + entry.compressedSize);
  const limit = Math.min(entry.declaredSize, budget);
  if (entry.method === stored) {
    return compressed.length > limit
      ? Promise.reject(tooLarge(`the part ${entry.name} holds more than it declares`))
      : Promise.resolve(compressed);
  }
  if (entry.method !== deflated) return Promise.reject(notAWorkbook());
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    const chunks: Buffer[] = [];
    let inflated = 0;
    inflater.on('data', (chunk: Buffer) => {
      inflated += chunk.length;
      if (inflated > limit) {
        inflater.destroy();
        reject(tooLarge(`the part ${entry.name} inflates beyond ${limit} bytes`));
        return;
      }
      chunks.push(chunk);
    });
    inflater.on('error', () => reject(notAWorkbook()));
    inflater.on('end', () => resolve(Buffer.concat(chunks)));
    inflater.end(compressed);
  });
}

/** The parts of a workbook exceljs needs to read the cells of its first worksheet, styles included. */
const workbookPartNames = [
  '[Content_Types].xml',
  '_rels/.rels',
  'xl/workbook.xml',
  'xl/_rels/workbook.xml.rels',
  'xl/sharedStrings.xml',
  'xl/styles.xml',
] as const;

/** The first `<sheet>` of workbook.xml, through its relationship, as exceljs resolves it. */
function firstWorksheetName(workbookXml: string, relationshipsXml: string): string | undefined {
  const sheetId = /<(?:\w+:)?sheet\b[^>]*\s(?:\w+:)?id="([^"]+)"/.exec(workbookXml)?.[1];
  if (!sheetId) return undefined;
  const relationship = [...relationshipsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)]
    .map(([element]) => element)
    .find((element) => element.includes(`Id="${sheetId}"`));
  const target = relationship && /\sTarget="([^"]+)"/.exec(relationship)?.[1];
  return target && `xl/${target.replace(/^(\s|\/xl\/)+/, '')}`;
}

/** A zip archive of these parts, stored uncompressed, which is all exceljs is then given. */
function storedArchive(parts: ReadonlyMap<string, Buffer>): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of parts) {
    const nameBytes = Buffer.from(name, 'utf8');
    const checksum = crc32(content);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(localHeaderSignature, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(checksum, 14);
    local.writeUInt32LE(content.length, 18);
    local.writeUInt32LE(content.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(directoryEntrySignature, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(checksum, 16);
    central.writeUInt32LE(content.length, 20);
    central.writeUInt32LE(content.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, content);
    directory.push(central, nameBytes);
    offset += local.length + nameBytes.length + content.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(endOfDirectorySignature, 0);
  end.writeUInt16LE(parts.size, 8);
  end.writeUInt16LE(parts.size, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/**
 * The uploaded workbook reduced to the parts its first worksheet needs (never media, drawings,
 * other sheets or unknown entries), each inflated within the bounds, as a new stored archive
 * for exceljs. Throws `WorkbookArchiveError` past a bound or when the archive is not a workbook.
 */
export async function firstWorksheetArchive(archive: Buffer): Promise<Buffer> {
  let directory: ArchiveEntry[];
  try {
    directory = readDirectory(archive);
  } catch (error) {
    // An offset or length pointing outside the file: a damaged or hand-made archive.
    if (error instanceof RangeError) throw notAWorkbook();
    throw error;
  }
  const entries = new Map(directory.map((entry) => [entry.name, entry]));
  const parts = new Map<string, Buffer>();
  let budget = maxWorkbookInflatedBytes;
  const take = async (name: string) => {
    const entry = entries.get(name);
    if (!entry || parts.has(name)) return;
    const content = await inflateEntry(archive, entry, budget);
    budget -= content.length;
    parts.set(name, content);
  };
  for (const name of workbookPartNames) await take(name);
  const sheet = firstWorksheetName(
    parts.get('xl/workbook.xml')?.toString('utf8') ?? '',
    parts.get('xl/_rels/workbook.xml.rels')?.toString('utf8') ?? '',
  );
  if (sheet) await take(sheet);
  return storedArchive(parts);
}
