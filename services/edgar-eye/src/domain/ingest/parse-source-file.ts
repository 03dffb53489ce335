import type { NewFiling } from '../../db/ingest-repository.ts';
import { parseCompanyTickers, parseFilingDirectory, parseIndexFile, parseSubmissions } from '../index-files/index.ts';
import type { EdgarFileKind } from '../sources/edgar-source.ts';

/** What one source file contributes: filings, company facts, a filing's documents. */
export interface ParsedFile {
  layout: string;
  rows: number;
  filings: NewFiling[];
  companies: { cik: number; name: string; tickers: string[]; formerNames?: { name: string; from: string | null; to: string | null }[] }[];
  documents: { accession: string; items: { name: string; size: number | null; lastModified: string | null }[] } | null;
}

/** Reads a file by its kind; throws (with every error and its line where the parser gives them) when it cannot be taken whole. */
export function parseSourceFile(kind: EdgarFileKind, bytes: Buffer, name: string): ParsedFile {
  const text = bytes.toString('utf8');
  switch (kind) {
    case 'index': {
      const parsed = parseIndexFile(text, name);
      return {
        layout: parsed.layout,
        rows: parsed.rows.length,
        filings: parsed.rows.map(({ accession, cik, companyName, formType, dateFiled, fileName }) => ({
          accession,
          cik,
          companyName,
          formType,
          dateFiled,
          fileName,
        })),
        companies: [],
        documents: null,
      };
    }
    case 'tickers': {
      const entries = parseCompanyTickers(text);
      const byCik = new Map<number, { cik: number; name: string; tickers: string[] }>();
      for (const entry of entries) {
        const company = byCik.get(entry.cik) ?? { cik: entry.cik, name: entry.name, tickers: [] };
        company.tickers.push(entry.ticker);
        byCik.set(entry.cik, company);
      }
      return { layout: 'tickers', rows: entries.length, filings: [], companies: [...byCik.values()], documents: null };
    }
    case 'submissions': {
      const company = parseSubmissions(text);
      return {
        layout: 'submissions',
        rows: company.filings.length,
        filings: company.filings.map((filing) => ({
          accession: filing.accession,
          cik: company.cik,
          companyName: company.name,
          formType: filing.formType,
          dateFiled: filing.dateFiled,
          fileName: `edgar/data/${company.cik}/${filing.accession}.txt`,
        })),
        companies: [{ cik: company.cik, name: company.name, tickers: company.tickers, formerNames: company.formerNames }],
        documents: null,
      };
    }
    case 'filing-directory': {
      const accession = /(\d{10}-\d{2}-\d{6})\.json$/.exec(name)?.[1];
      if (!accession) throw new Error(`${name}: the file name carries no accession number`);
      const items = parseFilingDirectory(text);
      return { layout: 'filing-directory', rows: items.length, filings: [], companies: [], documents: { accession, items } };
    }
  }
}
