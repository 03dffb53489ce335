import { isoDate } from './calendar-date.ts';
import { firstControlCharacter } from './control-characters.ts';
import { quoted } from './edgar-names.ts';
import { IndexFileInvalid } from './index-file-invalid.ts';
import type { IndexFileError } from './index-row.ts';
import { isRecord, readJson } from './read-json.ts';

export interface FilingDocument {
  name: string;
  /** Bytes; null when the index leaves it blank (EDGAR does for its generated pages). */
  size: number | null;
  /** As EDGAR gives it, "2024-01-19 16:21:45" (its own time zone, US Eastern); null when blank. */
  lastModified: string | null;
}

const FILE = 'index.json';
const LAST_MODIFIED = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/;

/**
 * A name becomes a download path inside the filing's folder, so it must be one plain file name:
 * no '/' or '\' to reach another folder, no '..' to climb out, no NUL or other control character
 * to cut the path short.
 */
function isPlainFileName(name: string): boolean {
  return name.trim() !== '' && !name.includes('/') && !name.includes('\\') && !name.includes('..') && firstControlCharacter(name) < 0;
}

/** The document, or what is wrong with the item. */
function toDocument(item: unknown): FilingDocument | string {
  if (!isRecord(item)) return 'is not an object';
  const { name, size, 'last-modified': modified } = item;
  if (typeof name !== 'string') return 'has no name';
  if (!isPlainFileName(name)) return `name ${quoted(name)} is not a plain file name (no '/', '\\', '..' or control characters)`;
  let bytes: number | null = null;
  if (typeof size === 'string' && /^\d{1,15}$/.test(size)) bytes = Number(size);
  else if (typeof size === 'number' && Number.isSafeInteger(size) && size >= 0) bytes = size;
  else if (size !== '' && size !== undefined && size !== null) return `size ${quoted(String(size), 20)} is not a number of bytes`;
  let lastModified: string | null = null;
  if (typeof modified === 'string' && modified !== '') {
    const date = LAST_MODIFIED.exec(modified)?.[1];
    if (!date || !isoDate(date)) return `last-modified ${quoted(modified, 40)} is not a date and time (YYYY-MM-DD HH:MM:SS)`;
    lastModified = modified;
  } else if (modified !== '' && modified !== undefined && modified !== null) return 'last-modified is not text';
  return { name, size: bytes, lastModified };
}

/**
 * Reads a filing folder's index.json from EDGAR's Archives ({"directory": {"item": [{"name", "size",
 * "last-modified", "type"}]}}): its documents in the index's order, whole or not at all: every
 * problem is collected, then the file is refused (IndexFileInvalid, line 0: JSON has no useful lines).
 */
export function parseFilingDirectory(json: string): FilingDocument[] {
  const data = readJson(json, FILE);
  const items = isRecord(data) && isRecord(data.directory) ? data.directory.item : undefined;
  if (!Array.isArray(items)) throw new IndexFileInvalid(FILE, [{ line: 0, message: 'directory.item is not a list' }]);
  const documents: FilingDocument[] = [];
  const errors: IndexFileError[] = [];
  // A name listed twice would be two documents at one download path.
  const seen = new Map<string, number>();
  items.forEach((item: unknown, index) => {
    const document = toDocument(item);
    if (typeof document === 'string') {
      errors.push({ line: 0, message: `directory.item[${index}] ${document}` });
      return;
    }
    const earlier = seen.get(document.name);
    if (earlier !== undefined) {
      errors.push({
        line: 0,
        message: `directory.item[${index}] ${quoted(document.name)} is listed already as directory.item[${earlier}]`,
      });
      return;
    }
    seen.set(document.name, index);
    documents.push(document);
  });
  if (errors.length === 0 && documents.length === 0) errors.push({ line: 0, message: 'the folder index lists no documents' });
  if (errors.length > 0) throw new IndexFileInvalid(FILE, errors);
  return documents;
}
