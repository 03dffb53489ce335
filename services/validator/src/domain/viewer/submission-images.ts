import { SUBMISSION_BASE } from '../validation/submission-resolver.ts';
import type { ImageSource } from './safe-document.ts';

/** The image formats EDGAR accepts in a submission, known by their first bytes (never by the file name). */
const SIGNATURES: [mime: string, bytes: number[]][] = [
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/gif', [0x47, 0x49, 0x46, 0x38]],
];
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif);base64,[A-Za-z0-9+/=\s]*$/i;

/**
 * Where a document's images come from: a file of the submission it names (relative to the
 * document, as on EDGAR), inlined as a data URL when it is a JPEG, PNG or GIF; an image already
 * inline as one of those stays. Anything else (a URL elsewhere, a file the upload lacks) has none.
 */
export function submissionImages(images: ReadonlyMap<string, Buffer>, documentUrl: string): ImageSource {
  const inlined = new Map<string, string | null>();
  return (src) => {
    const reference = src.trim();
    if (INLINE_IMAGE.test(reference)) return reference;
    let url: URL;
    try {
      url = new URL(reference, documentUrl);
    } catch {
      return null;
    }
    if (!url.href.startsWith(SUBMISSION_BASE) || url.search || url.hash) return null;
    const name = decodeURIComponent(url.href.slice(SUBMISSION_BASE.length));
    if (!inlined.has(name)) inlined.set(name, dataUrl(images.get(name)));
    return inlined.get(name) ?? null;
  };
}

function dataUrl(bytes: Buffer | undefined): string | null {
  if (!bytes) return null;
  const mime = SIGNATURES.find(([, signature]) => signature.every((byte, i) => bytes[i] === byte))?.[0];
  return mime ? `data:${mime};base64,${bytes.toString('base64')}` : null;
}
