import { Readable } from 'node:stream';
import type { XbrlMetadata } from '@ea/contracts/library';
import type { ModelNode } from '@ea/document-model';
import type { RenderDocument } from '@ea/render';
import type { ObjectStorage } from '@ea/storage';
import { type DocumentRow, findDocumentForJob } from '../../db/documents-repository.ts';
import { findImage } from '../../db/files-repository.ts';
import type { RenderJobRow } from '../../db/render-jobs-repository.ts';
import type { LibraryDb } from '../../db/schema.ts';
import { revisionsWithModels } from '../../db/topics-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';

/** The input of a render is gone (the version or a revision): retrying will not bring it back. */
export class RenderSourceGone extends Error {}

/** A render job's version as the engines take it: its topics' models, the XBRL metadata and its images. */
export async function renderSource(
  deps: { db: LibraryDb; storage: ObjectStorage },
  job: RenderJobRow,
): Promise<{ document: DocumentRow; source: RenderDocument }> {
  const document = await findDocumentForJob(deps.db, job.document_id);
  const version = document ? await findVersion(deps.db, job.document_id, job.version_id) : null;
  if (!document || !version) throw new RenderSourceGone(`document ${job.document_id} version ${job.version_number} is gone`);
  const revisions = await revisionsWithModels(
    deps.db,
    version.map.map((entry) => entry.revisionId),
  );
  const topics = version.map.map((entry) => {
    const revision = revisions.get(entry.revisionId);
    if (!revision) throw new RenderSourceGone(`revision ${entry.revisionId} of topic ${entry.topicId} is gone`);
    return { id: entry.topicId, model: revision.model as unknown as ModelNode };
  });
  const source: RenderDocument = {
    id: document.id,
    title: document.title,
    topics,
    xbrl: (document.xbrl_metadata as XbrlMetadata | null) ?? null,
    formType: document.form_type,
    // Only the document's own images: a key in a model names nothing else in storage.
    image: async (key) => {
      const file = await findImage(deps.db, document.id, key);
      if (!file) return null;
      return { bytes: await readAll(await deps.storage.get(file.key)), contentType: file.content_type };
    },
  };
  return { document, source };
}

export async function readAll(stream: Readable | NodeJS.ReadableStream): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  for await (const chunk of Readable.from(stream)) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
