import { posix } from 'node:path';
import type { PendingImages } from '../images/pending-images.ts';

const DATA_IMAGE = /^data:image\/(?:png|jpeg|jpg|gif);base64,([A-Za-z0-9+/=\s]+)$/i;
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * The `imageKey` of htmlToModel for an uploaded page: an image embedded as a `data:` URI, or a
 * file of the uploaded zip named relatively to the page (`files` by archive path), is kept for
 * storing and answers its key; anything else (a URL, a path outside the zip, a file that is not
 * a PNG, JPEG or GIF) answers null and the image is left out: no external reference enters.
 */
export function imageSource(images: PendingImages, page: { path: string; files: ReadonlyMap<string, Buffer> } | null) {
  const byFoldedName = page ? new Map([...page.files.keys()].map((name) => [name.toLowerCase(), name])) : new Map<string, string>();
  return (src: string): string | null => {
    const data = DATA_IMAGE.exec(src.trim());
    if (data) return images.add(Buffer.from(data[1]!, 'base64'));
    if (!page || SCHEME.test(src) || src.startsWith('/') || src.startsWith('\\')) return null;
    const name = archivePath(page.path, src);
    if (!name) return null;
    const bytes = page.files.get(name) ?? page.files.get(byFoldedName.get(name.toLowerCase()) ?? '');
    return bytes ? images.add(bytes) : null;
  };
}

/** The archive path a relative reference from the page names, or null when it climbs out of the archive. */
function archivePath(pagePath: string, src: string): string | null {
  let reference = src.split(/[?#]/, 1)[0]!.trim();
  try {
    reference = decodeURIComponent(reference);
  } catch {
    return null;
  }
  if (!reference) return null;
  const joined = posix.normalize(posix.join(posix.dirname(pagePath), reference));
  return joined.startsWith('../') || joined === '..' || joined.startsWith('/') ? null : joined;
}
