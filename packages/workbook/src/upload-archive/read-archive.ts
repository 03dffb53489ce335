import { ApiError } from '@ea/contracts';
import { inflateEntry } from '../inflate-entry.ts';
import { readZipDirectory, type ZipEntry } from '../zip-directory.ts';
import { ArchiveRefusals } from './archive-refusals.ts';
import { DeclarationWatch } from './xml-declarations.ts';

/** How much an archive may hold and unpack to: judged on its declarations first, then while inflating. */
export interface ArchiveLimits {
  /** Files in the archive. */
  maxEntries: number;
  /** Unpacked bytes of any one file. */
  maxEntryBytes: number;
  /** Unpacked bytes of all files together. */
  maxTotalBytes: number;
  /** Unpacked to packed bytes of a file over RATIO_EXEMPT_BYTES: XML compresses about 10 to 1, zip bombs about 1,000 to 1. */
  maxRatio: number;
}

/** A small file may compress far beyond the ratio (a run of empty table cells) without costing anything. */
export const RATIO_EXEMPT_BYTES = 1024 * 1024;

/** The Unix file type bits of a symbolic link. */
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/** An archive whose every file was inflated within the limits; the files asked for are kept. */
export interface Archive {
  /** Names of every file, as the central directory gives them (folders end in `/`). */
  names: string[];
  /** The kept files' bytes by name. */
  files: Map<string, Buffer>;
}

export interface ReadArchiveOptions {
  limits: ArchiveLimits;
  /** The refusal when the bytes are no zip archive that can be read: the spec message of the expected file type. */
  unreadable: () => ApiError;
  /** Which files to keep in memory; the others are inflated only to prove their sizes, then dropped. */
  keep: (name: string) => boolean;
  /**
   * Refuse the archive when any of its files declares a DOCTYPE or entities (xml-declarations.ts):
   * for packages of XML (Office, XBRL submissions) whose readers must never expand or fetch one.
   */
  refuseDeclarations?: boolean;
  /** Unpacked bytes the XML parts (`.xml`, `.rels`) may declare together, when they are what will be parsed. */
  maxXmlBytes?: number;
}

const XML_PART = /\.(?:xml|rels)$/i;

/** Whether a part of an Office package is XML by its name, as the parts a reader parses are named. */
export function isXmlPart(name: string): boolean {
  return XML_PART.test(name);
}

/**
 * Reads a zip upload without trusting it. Before a byte is inflated, the central directory is
 * judged: file count, declared sizes (each, together, and of the XML parts together when asked),
 * compression ratio, names that climb out of the archive or repeat, encrypted or unknown
 * compression, symbolic links. Then every file is inflated in memory, stopping the moment one grows
 * past its declared size, and its CRC checked, so a lying archive is refused as quickly as an
 * honest bomb and nothing is ever written anywhere. A package of XML is watched for declarations
 * as it is inflated.
 */
export async function readArchive(bytes: Buffer, options: ReadArchiveOptions): Promise<Archive> {
  const entries = translated(() => readZipDirectory(bytes), options.unreadable);
  checkEntries(entries, options.limits);
  if (options.maxXmlBytes !== undefined) checkXmlParts(entries, options.maxXmlBytes);
  const files = new Map<string, Buffer>();
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const chunks: Buffer[] = [];
    const keep = options.keep(entry.name);
    const declarations = options.refuseDeclarations ? new DeclarationWatch() : null;
    try {
      for await (const chunk of inflateEntry(bytes, entry)) {
        declarations?.feed(chunk);
        if (keep) chunks.push(chunk);
      }
    } catch (error) {
      throw translatedError(error, options.unreadable);
    }
    if (keep) files.set(entry.name, Buffer.concat(chunks));
  }
  return { names: entries.map((entry) => entry.name), files };
}

function checkEntries(entries: readonly ZipEntry[], limits: ArchiveLimits): void {
  if (entries.length > limits.maxEntries) throw ArchiveRefusals.tooManyEntries(limits.maxEntries);
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (!safeName(entry.name)) throw ArchiveRefusals.unsafeEntryName(entry.name);
    if (entry.unixMode !== null && (entry.unixMode & S_IFMT) === S_IFLNK) throw ArchiveRefusals.linkEntry(entry.name);
    const folded = entry.name.toLowerCase();
    if (names.has(folded)) throw ArchiveRefusals.repeatedEntryName(entry.name);
    names.add(folded);
    if ((entry.flags & 1) !== 0 || (entry.method !== 0 && entry.method !== 8)) throw ArchiveRefusals.encryptedEntry();
    if (entry.uncompressedSize > limits.maxEntryBytes) throw ArchiveRefusals.unpacksTooLarge(limits.maxEntryBytes);
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) throw ArchiveRefusals.unpacksTooLarge(limits.maxTotalBytes);
    if (entry.uncompressedSize > RATIO_EXEMPT_BYTES && entry.uncompressedSize > entry.compressedSize * limits.maxRatio) {
      throw ArchiveRefusals.compressedTooFar(limits.maxRatio);
    }
  }
}

function checkXmlParts(entries: readonly ZipEntry[], max: number): void {
  let total = 0;
  for (const entry of entries) if (isXmlPart(entry.name)) total += entry.uncompressedSize;
  if (total > max) throw ArchiveRefusals.xmlTooLarge(max);
}

/** A relative path of plain segments: no root, drive, backslash, NUL, `.` or `..`. */
function safeName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /[\\\0]|^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').some((segment, i, all) => segment === '..' || segment === '.' || (segment === '' && i < all.length - 1));
}

/**
 * The zip reader answers in a workbook's words (415 "Only .xlsx is allowed", 413 for a file that
 * outgrows its declaration): an upload's refusal names the file type that was expected instead.
 * A structure cut short (an offset past the end) is unreadable too. The upload's own refusal of
 * what a file holds (422, a declaration) is kept as it is.
 */
function translatedError(error: unknown, unreadable: () => ApiError): ApiError {
  if (error instanceof ApiError && error.status === 422) return error;
  return error instanceof ApiError && error.status === 413 ? ArchiveRefusals.unpacksBeyondDeclared() : unreadable();
}

function translated<T>(read: () => T, unreadable: () => ApiError): T {
  try {
    return read();
  } catch (error) {
    throw translatedError(error, unreadable);
  }
}
