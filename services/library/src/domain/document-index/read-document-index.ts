import type { DocumentIndex } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { currentMapTopics } from '../../db/dita-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { indexView } from './index-view.ts';

/** The document index of a document the caller may see. */
export async function readDocumentIndex(ctx: UseCaseContext<LibraryDeps>, input: { id: string }): Promise<DocumentIndex> {
  const document = await visibleDocument(ctx, input.id);
  const map = await currentMapTopics(ctx.deps.db, [document.id]);
  return indexView(document.id, document.index_entries, map);
}
