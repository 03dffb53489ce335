import { ApiError } from '@ea/contracts';
import { EdgarEyeErrors, type FilingDetail } from '@ea/contracts/edgar-eye';
import { FILING_COLUMNS, type FilingRow, filingView } from '../../db/filings-repository.ts';
import type { EdgarEyeDeps } from '../../deps.ts';
import { parseFilingDirectory } from '../index-files/index.ts';

/** The folder of a filing under EDGAR's Archives: edgar/data/<cik>/<accession without dashes>. */
export function filingFolder(cik: number, accession: string): string {
  return `edgar/data/${cik}/${accession.replaceAll('-', '')}`;
}

/** The rows of an accession (one per filer), the first filer's first; 404 when unknown. */
export async function filingRows(deps: EdgarEyeDeps, accession: string): Promise<FilingRow[]> {
  const rows = await deps.db.selectFrom('filings').select(FILING_COLUMNS).where('accession', '=', accession).orderBy('cik').execute();
  if (rows.length === 0) throw new ApiError('notFound', EdgarEyeErrors.filingNotFound);
  return rows;
}

/**
 * A filing with every filer it is listed under and its documents: those its folder index gave at
 * ingestion, or the folder index read from the source now; none when the source lacks it.
 */
export async function readFiling(deps: EdgarEyeDeps, accession: string): Promise<FilingDetail> {
  const rows = await filingRows(deps, accession);
  const filing = filingView(rows[0] as FilingRow);
  const stored = await deps.db
    .selectFrom('filing_documents')
    .select(['name', 'size', 'last_modified'])
    .where('accession', '=', accession)
    .orderBy('name')
    .execute();
  let documents = stored.map((row) => ({
    name: row.name,
    size: row.size === null ? null : Number(row.size),
    lastModified: row.last_modified,
  }));
  if (documents.length === 0) {
    const index = await deps.source.readArchive(`${filingFolder(filing.cik, accession)}/index.json`).catch(() => null);
    if (index) {
      try {
        documents = parseFilingDirectory(index.toString('utf8'));
      } catch {
        documents = [];
      }
    }
  }
  return { filing, filers: rows.map((row) => ({ cik: Number(row.cik), companyName: row.company_name })), documents };
}
