import { ApiError } from '@ea/contracts';
import type { TopicImageUploaded } from '@ea/contracts/library';
import type { UseCaseContext } from '@ea/service-kit/use-case';
import { findImage, insertFiles } from '../../db/files-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { imageTypeOf } from '../../uploads/images/pending-images.ts';
import { UPLOAD_LIMITS, type UploadedFile } from '../../uploads/index.ts';
import { assertEditable } from '../access/editable-document.ts';
import { assertEditor } from '../access/editor-facility.ts';
import { visibleDocument } from '../documents/visible-document.ts';

/** What an image inserted in the editor may be: the formats every browser and PDF renderer shows. */
export const TOPIC_IMAGE_REFUSED = 'Only PNG, JPEG and GIF images can be inserted';

/**
 * Stores an image inserted in the editor under its content hash and records it as one of the
 * document's images, so `GET api/document/{id}/image?key` serves it to whoever may read the
 * document. Judged by its first bytes, never by its name or declared type; the same image twice
 * is stored and recorded once.
 */
export async function uploadTopicImage(
  ctx: UseCaseContext<LibraryDeps>,
  input: { id: string; file: UploadedFile },
): Promise<TopicImageUploaded> {
  const { deps, caller } = ctx;
  const document = await visibleDocument(ctx, input.id);
  assertEditor(caller.claims);
  assertEditable(document);
  const contentType = imageTypeOf(input.file.bytes);
  if (contentType === null) throw new ApiError('unsupportedMediaType', TOPIC_IMAGE_REFUSED);
  const maxBytes = deps.uploadLimits.maxImageBytes ?? UPLOAD_LIMITS.maxImageBytes;
  if (input.file.bytes.length > maxBytes)
    throw new ApiError('payloadTooLarge', `The image is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`);
  const stored = await deps.storage.putContent(input.file.bytes, { contentType });
  if (!(await findImage(deps.db, document.id, stored.key))) {
    await insertFiles(deps.db, [
      {
        document_id: document.id,
        version_id: null,
        kind: 'image',
        key: stored.key,
        name: stored.key.slice(stored.key.lastIndexOf('/') + 1),
        content_type: contentType,
        size: stored.size,
      },
    ]);
  }
  return { key: stored.key };
}
