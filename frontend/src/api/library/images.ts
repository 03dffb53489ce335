import type { SessionClient } from '@/app/session/session-client.ts';
import { documentPath } from './library-paths.ts';
import { postWithProgress, type UploadProgress } from './upload-with-progress.ts';

/** What the library keeps of an uploaded image: its storage key, which the image node of a topic carries. */
export interface StoredImage {
  key: string;
}

const ignoreProgress: UploadProgress = () => {};

/** Uploads an image for a topic of the document (`POST api/document/{id}/images`, multipart field `file`). */
export function uploadTopicImage(
  session: SessionClient,
  documentId: string,
  file: File,
  onProgress = ignoreProgress,
): Promise<StoredImage> {
  const form = new FormData();
  form.append('file', file, file.name);
  return postWithProgress<StoredImage>(session, documentPath(documentId, 'images'), form, onProgress);
}

/** The bytes of a stored image of the document, fetched with the bearer token an <img> cannot send. */
export async function fetchTopicImage(session: SessionClient, documentId: string, key: string): Promise<Blob | null> {
  const response = await session.request(`${documentPath(documentId, 'image')}?key=${encodeURIComponent(key)}`);
  return response.ok ? response.blob() : null;
}
