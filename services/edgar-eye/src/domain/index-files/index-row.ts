/** One line of an EDGAR index: a filing as listed under one filer. */
export interface IndexRow {
  cik: number;
  companyName: string;
  formType: string;
  /** YYYY-MM-DD. */
  dateFiled: string;
  /** The path under EDGAR's Archives: edgar/data/<cik>/<accession>.txt. */
  fileName: string;
  /** 0001234567-20-000001, from the file name. */
  accession: string;
  /** 1-based line in the file, for messages. */
  line: number;
}

export interface IndexFileError {
  /** 1-based; 0 when the error is about the whole file. */
  line: number;
  message: string;
}

/** The three layouts of EDGAR's daily and full indexes. */
export type IndexLayout = 'master' | 'form' | 'company';

/** A file that cannot be taken whole: every error found, with its line. */
export class IndexFileInvalid extends Error {
  constructor(
    readonly file: string,
    readonly errors: IndexFileError[],
  ) {
    const shown = errors
      .slice(0, 3)
      .map((error) => (error.line > 0 ? `${file} line ${error.line}: ${error.message}` : `${file}: ${error.message}`));
    super(errors.length > 3 ? `${shown.join('; ')} (and ${errors.length - 3} more)` : shown.join('; '));
    this.name = 'IndexFileInvalid';
  }
}
