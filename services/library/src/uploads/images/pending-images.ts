import { createHash } from 'node:crypto';
import { type ModelNode, NODE } from '@ea/document-model';
import { contentKey } from '@ea/storage';

/** Stores a file under the key of its content (`putContent` of @ea/storage) and answers the key. */
export type StoreFile = (bytes: Buffer, contentType: string) => Promise<{ key: string }>;

const IMAGE_TYPES: readonly { contentType: string; magic: Buffer }[] = [
  { contentType: 'image/png', magic: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { contentType: 'image/jpeg', magic: Buffer.from([0xff, 0xd8, 0xff]) },
  { contentType: 'image/gif', magic: Buffer.from('GIF87a', 'latin1') },
  { contentType: 'image/gif', magic: Buffer.from('GIF89a', 'latin1') },
];

/** PNG, JPEG or GIF by their first bytes (what every browser and PDF renderer shows); null for anything else. */
export function imageTypeOf(bytes: Buffer): string | null {
  return IMAGE_TYPES.find((type) => bytes.subarray(0, type.magic.length).equals(type.magic))?.contentType ?? null;
}

/**
 * The images of an upload, held until every check of the upload has passed. Each gets the key it
 * will have once stored (its content hash), so the model can be built, checked and normalised
 * first and the images stored last: a refused upload stores nothing.
 */
export class PendingImages {
  private readonly images = new Map<string, { bytes: Buffer; contentType: string }>();
  private dropped = 0;

  constructor(private readonly maxBytes: number) {}

  /** The image's key, or null when it is not kept: not PNG, JPEG or GIF (EMF, SVG, TIFF…), or too large. */
  add(bytes: Buffer): string | null {
    const contentType = imageTypeOf(bytes);
    if (!contentType || bytes.length > this.maxBytes) {
      this.dropped++;
      return null;
    }
    const key = contentKey(createHash('sha256').update(bytes).digest('hex'));
    this.images.set(key, { bytes, contentType });
    return key;
  }

  warnings(): string[] {
    if (this.dropped === 0) return [];
    const count = this.dropped === 1 ? '1 image was' : `${this.dropped} images were`;
    return [`${count} left out: only PNG, JPEG and GIF images up to ${Math.round(this.maxBytes / 1024 / 1024)} MB are kept`];
  }

  /**
   * Removes every image whose key did not come from this upload (an uploaded page naming a stored
   * key of its own with `data-key`): a document shows only the images it brought. Done on the
   * converted model, before it is normalised.
   */
  removeForeign(doc: ModelNode): void {
    if (!doc.content) return;
    doc.content = doc.content.filter((child) => child.type !== NODE.image || this.images.has(child.attrs?.key as string));
    if (doc.content.length === 0) delete doc.content;
    else for (const child of doc.content) this.removeForeign(child);
  }

  /** The images the topics hold, once each: the only ones stored (a page can hold images no topic kept). */
  usedBy(topics: readonly ModelNode[]): PendingImage[] {
    const keys = new Set<string>();
    for (const topic of topics) collectImageKeys(topic, keys);
    return [...keys].map((key) => ({ key, ...this.images.get(key)! }));
  }
}

/** An image of a converted upload, under the key it has until stored. */
export interface PendingImage {
  key: string;
  bytes: Buffer;
  contentType: string;
}

function collectImageKeys(node: ModelNode, keys: Set<string>): void {
  if (node.type === NODE.image) keys.add(node.attrs?.key as string);
  for (const child of node.content ?? []) collectImageKeys(child, keys);
}
