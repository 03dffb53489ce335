import { ApiError, Messages } from '@ea/contracts';

/** One file of a zip archive, as its central directory describes it. */
export interface ZipEntry {
  name: string;
  /** General purpose flags (bit 0: encrypted). */
  flags: number;
  /** 0 stored, 8 deflated. */
  method: number;
  crc: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** The Unix file mode, when a Unix tool wrote the archive (the upper half of the external attributes). */
  unixMode: number | null;
}

const END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const DIRECTORY_ENTRY = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const ZIP64_EXTRA = 0x0001;
const MAX_16 = 0xffff;
const MAX_32 = 0xffffffff;
/** "Version made by" high byte of an archive written on Unix, whose external attributes carry a file mode. */
const MADE_BY_UNIX = 3;

/** 415 "Only .xlsx is allowed": the bytes are no archive a workbook can be read from. */
export function unreadable(): ApiError {
  return new ApiError('unsupportedMediaType', Messages.files.xlsxOnly);
}

/**
 * The archive's entries, read from its central directory alone (the end record at the tail
 * points to it), so sizes can be judged before a single byte is inflated. Zip64 records are
 * followed; archives split over several disks are not workbooks and are refused.
 */
export function readZipDirectory(bytes: Buffer): ZipEntry[] {
  const end = findEndOfDirectory(bytes);
  if (bytes.readUInt16LE(end + 4) !== 0 || bytes.readUInt16LE(end + 6) !== 0) throw unreadable();
  let count = bytes.readUInt16LE(end + 10);
  let size = bytes.readUInt32LE(end + 12);
  let offset = bytes.readUInt32LE(end + 16);
  if (count === MAX_16 || size === MAX_32 || offset === MAX_32) ({ count, size, offset } = zip64Directory(bytes, end));
  if (offset + size > end) throw unreadable();

  const entries: ZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > offset + size || bytes.readUInt32LE(at) !== DIRECTORY_ENTRY) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    const next = at + 46 + nameLength + extraLength + commentLength;
    if (next > offset + size) throw unreadable();
    const entry: ZipEntry = {
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      crc: bytes.readUInt32LE(at + 16),
      compressedSize: bytes.readUInt32LE(at + 20),
      uncompressedSize: bytes.readUInt32LE(at + 24),
      localHeaderOffset: bytes.readUInt32LE(at + 42),
      unixMode: bytes.readUInt8(at + 5) === MADE_BY_UNIX ? bytes.readUInt32LE(at + 38) >>> 16 : null,
    };
    entries.push(withZip64Sizes(entry, bytes.subarray(at + 46 + nameLength, at + 46 + nameLength + extraLength)));
    at = next;
  }
  return entries;
}

/** Where an entry's compressed bytes lie: after its local header, whose name and extra lengths may differ from the directory's. */
export function compressedBytes(bytes: Buffer, entry: ZipEntry): Buffer {
  const at = entry.localHeaderOffset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_HEADER) throw unreadable();
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  if (start + entry.compressedSize > bytes.length) throw unreadable();
  return bytes.subarray(start, start + entry.compressedSize);
}

/** The end record: the last 22 bytes, or earlier when the archive carries a comment (up to 64 KB). */
function findEndOfDirectory(bytes: Buffer): number {
  const lowest = Math.max(0, bytes.length - 22 - MAX_16);
  for (let at = bytes.length - 22; at >= lowest; at--) {
    if (bytes.readUInt32LE(at) === END_OF_DIRECTORY && at + 22 + bytes.readUInt16LE(at + 20) <= bytes.length) return at;
  }
  throw unreadable();
}

function zip64Directory(bytes: Buffer, end: number): { count: number; size: number; offset: number } {
  const locator = end - 20;
  if (locator < 0 || bytes.readUInt32LE(locator) !== ZIP64_END_LOCATOR) throw unreadable();
  const record = safeNumber(bytes.readBigUInt64LE(locator + 8));
  if (record + 56 > locator || bytes.readUInt32LE(record) !== ZIP64_END_OF_DIRECTORY) throw unreadable();
  return {
    count: safeNumber(bytes.readBigUInt64LE(record + 32)),
    size: safeNumber(bytes.readBigUInt64LE(record + 40)),
    offset: safeNumber(bytes.readBigUInt64LE(record + 48)),
  };
}

/** A 32-bit field holding 0xFFFFFFFF is given in the zip64 extra field, in this order. */
function withZip64Sizes(entry: ZipEntry, extra: Buffer): ZipEntry {
  if (entry.uncompressedSize !== MAX_32 && entry.compressedSize !== MAX_32 && entry.localHeaderOffset !== MAX_32) return entry;
  for (let at = 0; at + 4 <= extra.length; at += 4 + extra.readUInt16LE(at + 2)) {
    if (extra.readUInt16LE(at) !== ZIP64_EXTRA) continue;
    const fields = extra.subarray(at + 4, at + 4 + extra.readUInt16LE(at + 2));
    let field = 0;
    const next = () => {
      if (field + 8 > fields.length) throw unreadable();
      field += 8;
      return safeNumber(fields.readBigUInt64LE(field - 8));
    };
    const uncompressedSize = entry.uncompressedSize === MAX_32 ? next() : entry.uncompressedSize;
    const compressedSize = entry.compressedSize === MAX_32 ? next() : entry.compressedSize;
    const localHeaderOffset = entry.localHeaderOffset === MAX_32 ? next() : entry.localHeaderOffset;
    return { ...entry, uncompressedSize, compressedSize, localHeaderOffset };
  }
  throw unreadable();
}

/** Sizes beyond 2^53 are no workbook's; they would lose precision as numbers. */
function safeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw unreadable();
  return Number(value);
}
