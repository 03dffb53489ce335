/** One line of an EDGAR index: a filing as listed under one of its filers. */
export interface IndexRow {
  cik: number;
  companyName: string;
  formType: string;
  /** YYYY-MM-DD, whichever of YYYYMMDD or YYYY-MM-DD the file used. */
  dateFiled: string;
  /** The path under EDGAR's Archives, e.g. edgar/data/1000229/0001209191-20-000788.txt. */
  fileName: string;
  /** 0001234567-20-000001, taken from the file name. */
  accession: string;
  /** 1-based line in the file, so that later checks can point at it. */
  line: number;
}

export interface IndexFileError {
  /** 1-based line of the file; 0 when the file is not line-based (the JSON files). */
  line: number;
  message: string;
}

/** The three layouts of EDGAR's daily and full indexes, told apart by their column header. */
export type IndexLayout = 'master' | 'form' | 'company';
