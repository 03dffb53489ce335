import type { DitaEntry } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { companyFolders, companyMapDocuments, currentMapTopics } from '../../db/dita-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { visibleCompanyOrNull } from '../access/visible-company.ts';

/**
 * A company's library as a DITA tree: its folders (where maps are built from), its documents
 * held as maps, and each map's topics in order. A document kept as a file is no map and is left out.
 * Like every list filtered by a company, it lists nothing for a company the caller may not see.
 */
export async function readDitaTree(
  ctx: UseCaseContext<LibraryDeps>,
  input: { companyId: number },
): Promise<{ companyId: number; entries: DitaEntry[] }> {
  const company = await visibleCompanyOrNull(ctx, input.companyId);
  if (!company) return { companyId: input.companyId, entries: [] };
  const db = ctx.deps.db;
  const [folders, documents] = await Promise.all([companyFolders(db, company.id), companyMapDocuments(db, company.id)]);
  const topics = await currentMapTopics(
    db,
    documents.map((d) => d.id),
  );
  const entries: DitaEntry[] = [
    ...folders.map((f) => ({
      kind: 'folder' as const,
      ditaKind: 'Map' as const,
      id: String(f.id),
      parentId: f.parent_id === null ? null : String(f.parent_id),
      name: f.name,
      documentType: null,
    })),
    ...documents.map((d) => ({
      kind: 'resource' as const,
      ditaKind: 'Map' as const,
      id: d.id,
      parentId: d.folder_id === null ? null : String(d.folder_id),
      name: d.title,
      documentType: d.document_type,
    })),
    ...topics.map((t) => ({
      kind: 'resource' as const,
      ditaKind: 'Topic' as const,
      id: t.topic_id,
      parentId: t.document_id,
      name: t.title,
      documentType: null,
    })),
  ];
  return { companyId: company.id, entries };
}
