/**
 * Where EDGAR's files come from. The product reads a local directory by default (tests, offline
 * machines, a mirror kept by another job) and SEC's servers when configured; ingestion and
 * downloads see only this interface, and one contract suite runs against both.
 */
export interface EdgarSource {
  /** What the index files' names are relative to, for messages and logs. */
  readonly description: string;
  /** Names of the files the source offers for ingestion, oldest first. */
  listFiles(): Promise<string[]>;
  /** A file's bytes, or null when the source does not have it. */
  readFile(name: string): Promise<Buffer | null>;
  /** A file under EDGAR's Archives (edgar/data/<cik>/…), or null when it is not available. */
  readArchive(path: string): Promise<Buffer | null>;
}

/** Largest file a source may hand over: a quarter's master index is about 50 MB. */
export const MAX_SOURCE_FILE_BYTES = 256 * 1024 * 1024;

export function tooLarge(name: string): Error {
  return new Error(`${name} is larger than ${MAX_SOURCE_FILE_BYTES / 1024 / 1024} MB`);
}

/** What a source's file is, from its name: the ingestion reads each kind with its own parser. */
export type EdgarFileKind = 'index' | 'tickers' | 'submissions' | 'filing-directory';

const KINDS: readonly [RegExp, EdgarFileKind][] = [
  [/(^|\/)(master|form|company)\.\d{8}\.idx$|\.idx(\.txt)?$/, 'index'],
  [/(^|\/)company_tickers\.json$/, 'tickers'],
  [/(^|\/)(submissions-)?CIK\d{10}\.json$/, 'submissions'],
  [/(^|\/)archives-dir-index-\d{10}-\d{2}-\d{6}\.json$/, 'filing-directory'],
];

export function fileKindOf(name: string): EdgarFileKind | null {
  for (const [pattern, kind] of KINDS) if (pattern.test(name)) return kind;
  return null;
}

/** The flat file name a filing's folder index (Archives …/index.json) is kept under. */
export function filingDirectoryFile(accession: string): string {
  return `archives-dir-index-${accession}.json`;
}

/** A relative path that stays inside its root: no absolute paths, no '..', no NUL, no backslashes. */
export function isSafeRelativePath(path: string): boolean {
  if (path === '' || path.length > 300 || path.startsWith('/') || /[\0\\]/.test(path)) return false;
  return path.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}
