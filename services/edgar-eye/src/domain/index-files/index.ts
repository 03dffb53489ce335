export { type IndexFileError, IndexFileInvalid, type IndexLayout, type IndexRow } from './index-row.ts';
export { parseCompanyTickers, type TickerEntry } from './parse-company-tickers.ts';
export { type FilingDocument, parseFilingDirectory } from './parse-filing-directory.ts';
export { type ParsedIndexFile, parseIndexFile } from './parse-index-file.ts';
export { parseSubmissions, type Submissions } from './parse-submissions.ts';
