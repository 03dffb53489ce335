import { ApiError } from '@ea/contracts';
import { unreadable, type ZipEntry } from './zip-directory.ts';

/** How much a workbook may unpack to: checked on the archive's declarations, then while inflating. */
export interface WorkbookLimits {
  /** Files in the archive (a workbook has a dozen or so; thousands only make work). */
  maxEntries: number;
  /** Unpacked bytes of any one file: 100,000 companies make a 26 MB sheet. */
  maxEntryBytes: number;
  /** Unpacked bytes of all files together. */
  maxTotalBytes: number;
  /** Unpacked to packed bytes of a file over 1 MB: sheets compress about 10 to 1, zip bombs about 1,000 to 1. */
  maxRatio: number;
  /** Rows under the header row. */
  maxRows: number;
}

const MB = 1024 * 1024;

export const WORKBOOK_LIMITS: WorkbookLimits = {
  maxEntries: 1000,
  maxEntryBytes: 200 * MB,
  maxTotalBytes: 250 * MB,
  maxRatio: 200,
  maxRows: 100_000,
};

/** A small file may compress far beyond the ratio (a run of empty cells) without costing anything. */
const RATIO_EXEMPT_BYTES = MB;

function tooLarge(message: string): ApiError {
  return new ApiError('payloadTooLarge', message);
}

function unpacksTooLarge(bytes: number): ApiError {
  return tooLarge(`The workbook unpacks to more than ${bytes / MB} MB; split it into smaller files`);
}

export function unpacksBeyondDeclared(): ApiError {
  return tooLarge('The workbook unpacks to more than its archive declares; it was refused');
}

export function tooManyRows(limits: WorkbookLimits): ApiError {
  return tooLarge(`The sheet has more than ${limits.maxRows.toLocaleString('en-US')} rows; split it into smaller files`);
}

/**
 * Refuses, before anything is inflated, an archive whose declared sizes, ratio or file count
 * exceed the limits (413), and one that no spreadsheet program writes (415): encrypted or
 * unknown compression, a stored file whose sizes differ, names that climb out of the archive or
 * repeat.
 */
export function checkArchive(entries: readonly ZipEntry[], limits: WorkbookLimits): void {
  if (entries.length > limits.maxEntries) throw tooLarge(`The workbook holds more than ${limits.maxEntries} parts; it was refused`);
  const names = new Set<string>();
  let total = 0;
  for (const entry of entries) {
    if (!safeName(entry.name) || names.has(entry.name.toLowerCase())) throw unreadable();
    names.add(entry.name.toLowerCase());
    if ((entry.flags & 1) !== 0 || (entry.method !== 0 && entry.method !== 8)) throw unreadable();
    if (entry.method === 0 && entry.compressedSize !== entry.uncompressedSize) throw unreadable();
    if (entry.uncompressedSize > limits.maxEntryBytes) throw unpacksTooLarge(limits.maxEntryBytes);
    total += entry.uncompressedSize;
    if (total > limits.maxTotalBytes) throw unpacksTooLarge(limits.maxTotalBytes);
    if (entry.uncompressedSize > RATIO_EXEMPT_BYTES && entry.uncompressedSize > entry.compressedSize * limits.maxRatio) {
      throw tooLarge(`The workbook is compressed over ${limits.maxRatio} to 1, which no spreadsheet is; it was refused`);
    }
  }
}

/** A relative path of plain segments: no root, drive, backslash, NUL or `..`. */
function safeName(name: string): boolean {
  if (name === '' || name.startsWith('/') || /[\\\0]|^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').some((segment) => segment === '..' || segment === '.');
}
