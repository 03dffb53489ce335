import type { XbrlMetadata } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';

/** The XBRL metadata of a document the caller may see (null before any is set). */
export async function readXbrlMetadata(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string },
): Promise<{ documentId: string; metadata: XbrlMetadata | null }> {
  const document = await visibleDocument(ctx, input.id);
  return { documentId: document.id, metadata: document.xbrl_metadata as XbrlMetadata | null };
}
