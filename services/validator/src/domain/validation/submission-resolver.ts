import type { Resolver } from '@ea/xbrl';

/** Where the submission's files are placed for the engine: relative references between them resolve as on EDGAR. */
export const SUBMISSION_BASE = 'file:///submission/';

/**
 * Resolves the submission's own files (its extension taxonomy) and nothing else: never the disk,
 * never the network. A standard taxonomy (us-gaap, dei) is thus unresolved, which the engine
 * reports once per document URL and validates the rest without.
 */
export function submissionResolver(files: ReadonlyMap<string, Buffer>): Resolver {
  const byUrl = new Map<string, Buffer>();
  for (const [name, bytes] of files) byUrl.set(new URL(name, SUBMISSION_BASE).href, bytes);
  return {
    async resolve(url) {
      const bytes = byUrl.get(url);
      return bytes ? new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
    },
  };
}

/** A location's file as the user knows it: the name inside the submission, or the URL it refers to outside. */
export function submissionFileName(url: string): string {
  return url.startsWith(SUBMISSION_BASE) ? decodeURIComponent(url.slice(SUBMISSION_BASE.length)) : url;
}
