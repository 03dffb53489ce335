/** An EDGAR accession number: the submitter's CIK, the year, a sequence (0001209191-20-000788). */
export const ACCESSION = /^\d{10}-\d{2}-\d{6}$/;

/**
 * A filing's path under EDGAR's Archives as the indexes give it: edgar/data/<CIK>/<accession>.txt,
 * or the filing's -index.htm(l) page. Anchored with fixed-size parts, so it cannot backtrack, and
 * nothing else passes: these paths are downloaded later, so '..' or any other folder must not.
 * Tested, not executed, per row: the accession is then cut out by position (accessionOf).
 */
export const ARCHIVE_FILE_NAME = /^edgar\/data\/\d{1,10}\/\d{10}-\d{2}-\d{6}(?:\.txt|-index\.html?)$/;

/** The accession of a path ARCHIVE_FILE_NAME passed: the 20 characters after its last '/'. */
export function accessionOf(archiveFileName: string): string {
  const start = archiveFileName.lastIndexOf('/') + 1;
  return archiveFileName.slice(start, start + 20);
}

/** A stock ticker as SEC lists them: letters and digits, with '-' or '.' for share classes (BRK-B). */
export const TICKER = /^[A-Za-z0-9][A-Za-z0-9.-]{0,14}$/;

/** The largest CIK: ten digits. */
export const MAX_CIK = 9_999_999_999;

/** Shortens text quoted in an error message, so a hostile line cannot blow the message up. */
export function quoted(text: string, max = 80): string {
  return JSON.stringify(text.length > max ? `${text.slice(0, max)}…` : text);
}
