import { ApiError, ErrorMessages, RenderingStatus } from '@ea/contracts';
import { pdfPageImage } from '@ea/render/proof';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { LibraryDeps } from '../../deps.ts';
import type { DocumentFileDownload } from '../documents/read-document-file.ts';
import { visibleJob } from './read-export.ts';
import { readAll } from './render-source.ts';

/** Screen resolution: a page drawn at 96 dpi is shown at its printed size. */
const PROOF_DPI = 96;

/**
 * Page `page` of a rendered PDF as a PNG, for the proof preview (no PDF viewer needed, and the
 * pane can go to a page). Drawn by poppler on first request and kept with the render's files.
 */
export async function exportPageImage(
  ctx: UseCaseContext<LibraryDeps>,
  input: { jobId: string; page: number },
): Promise<DocumentFileDownload> {
  const job = await visibleJob(ctx, input.jobId);
  if (
    job.format !== 'pdf' ||
    job.status !== RenderingStatus.completed ||
    !job.file_key ||
    job.page_count === null ||
    input.page > job.page_count
  ) {
    throw new ApiError('notFound', ErrorMessages.fileNotAvailable);
  }
  const storage = ctx.deps.storage;
  const key = `renders/${job.id}/pages/${input.page}.png`;
  let head = await storage.head(key);
  if (!head) {
    const png = await pdfPageImage(await readAll(await storage.get(job.file_key)), input.page, PROOF_DPI);
    await storage.put(key, png, { contentType: 'image/png' });
    head = await storage.head(key);
  }
  return { stream: await storage.get(key), name: `page-${input.page}.png`, contentType: 'image/png', size: head?.size ?? 0 };
}
