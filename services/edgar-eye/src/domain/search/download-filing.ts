import { ApiError, ErrorMessages } from '@ea/contracts';
import type { EdgarEyeDeps } from '../../deps.ts';
import { filingFolder, filingRows } from './read-filing.ts';

/**
 * A filing's full submission text, or one document of its folder, as the source has it now.
 * Nothing is kept here: a source without the file answers "File not Available for Download".
 */
export async function downloadFiling(
  deps: EdgarEyeDeps,
  accession: string,
  document: string | undefined,
): Promise<{ fileName: string; bytes: Buffer }> {
  const [row] = await filingRows(deps, accession);
  if (!row) throw new ApiError('notFound', ErrorMessages.fileNotAvailable);
  const path = document === undefined ? row.file_name : `${filingFolder(Number(row.cik), accession)}/${document}`;
  const bytes = await deps.source.readArchive(path).catch(() => null);
  if (!bytes) throw new ApiError('notFound', ErrorMessages.fileNotAvailable);
  return { fileName: path.slice(path.lastIndexOf('/') + 1), bytes };
}
