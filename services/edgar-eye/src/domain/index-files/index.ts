export { IndexFileInvalid } from './index-file-invalid.ts';
export type { IndexFileError, IndexLayout, IndexRow } from './index-row.ts';
export { parseCompanyTickers, type TickerEntry } from './parse-company-tickers.ts';
export { type FilingDocument, parseFilingDirectory } from './parse-filing-directory.ts';
export { type ParsedIndexFile, parseIndexFile } from './parse-index-file.ts';
export { type FormerName, parseSubmissions, type Submissions, type SubmittedFiling } from './parse-submissions.ts';
