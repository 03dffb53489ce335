import type { IndexFileError } from './index-row.ts';

/** How many errors the message spells out; all of them stay in `errors`. */
const ERRORS_IN_MESSAGE = 3;

/**
 * A file that cannot be taken whole. It carries every error found, so whoever fixes the file sees
 * all of them at once rather than one per attempt; no row of such a file is ever returned.
 */
export class IndexFileInvalid extends Error {
  constructor(
    readonly file: string,
    readonly errors: IndexFileError[],
  ) {
    const shown = errors
      .slice(0, ERRORS_IN_MESSAGE)
      .map((error) => `${file}${error.line > 0 ? ` line ${error.line}` : ''}: ${error.message}`);
    const more = errors.length - shown.length;
    super(more > 0 ? `${shown.join('; ')} (and ${more} more ${more === 1 ? 'error' : 'errors'})` : shown.join('; '));
    this.name = 'IndexFileInvalid';
  }
}
