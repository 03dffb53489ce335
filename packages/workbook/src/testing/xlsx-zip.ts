import { readdirSync, readlinkSync } from 'node:fs';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** One part of a zip: its compressed bytes and what the archive's headers say about it. */
export interface ZipPart {
  name: string;
  compressed: Buffer;
  /** The uncompressed size written in the headers (a lying archive understates it). */
  size: number;
  crc: number;
  /** A Unix file mode written in the central directory (a symbolic link is 0o120777). */
  unixMode?: number;
}

/** A deflated part holding this text. */
export function deflatedPart(name: string, text: string): ZipPart {
  const data = Buffer.from(text);
  return { name, compressed: deflateRawSync(data), size: data.length, crc: crc32(data) };
}

const SPREADSHEET_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIP_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A row of inline-string cells in columns A, B, C… */
function rowXml(rowNumber: number, cells: readonly string[]): string {
  const cell = (text: string, i: number) => `<c r="${String.fromCharCode(65 + i)}${rowNumber}" t="inlineStr"><is><t>${text}</t></is></c>`;
  return `<row r="${rowNumber}">${cells.map(cell).join('')}</row>`;
}

/**
 * A deflated worksheet of `inflatedBytes` (rounded up to whole rows): the header, then `row`
 * repeated, every copy numbered 2 so the copies are identical. Each megabyte of rows is compressed once and repeated (a full flush makes each copy
 * stand alone), so building a 500 MB sheet takes a fraction of a second.
 */
export function repeatedRowsSheet(header: readonly string[], row: readonly string[], inflatedBytes: number): ZipPart {
  const prefix = Buffer.from(`<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${SPREADSHEET_NS}"><sheetData>${rowXml(1, header)}`);
  const one = rowXml(2, row);
  const rowsPerChunk = Math.max(1, Math.floor(Math.min(inflatedBytes, 1024 * 1024) / one.length));
  const chunk = Buffer.from(one.repeat(rowsPerChunk));
  const chunks = Math.max(1, Math.ceil(inflatedBytes / chunk.length));
  const suffix = Buffer.from('</sheetData></worksheet>');
  const flush = { finishFlush: constants.Z_FULL_FLUSH, level: 9 };
  const compressedChunk = deflateRawSync(chunk, flush);
  let crc = crc32(prefix);
  for (let i = 0; i < chunks; i++) crc = crc32(chunk, crc);
  crc = crc32(suffix, crc);
  return {
    name: 'xl/worksheets/sheet1.xml',
    compressed: Buffer.concat([deflateRawSync(prefix, flush), ...Array<Buffer>(chunks).fill(compressedChunk), deflateRawSync(suffix)]),
    size: prefix.length + chunks * chunk.length + suffix.length,
    crc,
  };
}

/** The parts of a minimal one-sheet workbook around this worksheet. */
export function workbookParts(sheet: ZipPart): ZipPart[] {
  return [
    deflatedPart(
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
        '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
    ),
    deflatedPart(
      '_rels/.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS_NS}"><Relationship Id="rId1" Type="${RELATIONSHIP_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    deflatedPart(
      'xl/workbook.xml',
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${SPREADSHEET_NS}" xmlns:r="${RELATIONSHIP_NS}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    deflatedPart(
      'xl/_rels/workbook.xml.rels',
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${PACKAGE_RELS_NS}"><Relationship Id="rId1" Type="${RELATIONSHIP_NS}/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    sheet,
  ];
}

/** A zip archive of these parts, deflated, with local headers, central directory and end record. */
export function zipArchive(parts: readonly ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(part.crc >>> 0, 14);
    local.writeUInt32LE(part.compressed.length, 18);
    local.writeUInt32LE(part.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(part.unixMode === undefined ? 20 : 0x0314, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(part.crc >>> 0, 16);
    central.writeUInt32LE(part.compressed.length, 20);
    central.writeUInt32LE(part.size, 24);
    central.writeUInt16LE(name.length, 28);
    if (part.unixMode !== undefined) central.writeUInt32LE((part.unixMode << 16) >>> 0, 38);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, part.compressed);
    directory.push(central, name);
    offset += local.length + name.length + part.compressed.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directoryBytes, end]);
}

/** Names in a directory (the temp dir a reader may write to). */
export function filesIn(dir: string): string[] {
  return readdirSync(dir).sort();
}

/** This process's open descriptors that point into a directory (deleted files included). */
export function descriptorsInto(dir: string): string[] {
  const targets: string[] = [];
  for (const fd of readdirSync('/proc/self/fd')) {
    try {
      const target = readlinkSync(`/proc/self/fd/${fd}`);
      if (target.startsWith(`${dir}/`)) targets.push(target);
    } catch {
      // The descriptor closed between listing and reading it.
    }
  }
  return targets.sort();
}
export { readCsvRows, readXlsxRows } from './read-export.ts';
