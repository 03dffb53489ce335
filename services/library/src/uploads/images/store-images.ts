import type { ModelNode } from '@ea/document-model';
import { NODE } from '@ea/document-model';
import type { PendingImage, StoreFile } from './pending-images.ts';

/**
 * Stores a converted upload's images, once every check of it has passed, and points the topics at
 * the keys the store answered.
 */
export async function storeImages(topics: readonly ModelNode[], images: readonly PendingImage[], storeImage: StoreFile): Promise<void> {
  const stored = new Map<string, string>();
  for (const image of images) stored.set(image.key, (await storeImage(image.bytes, image.contentType)).key);
  for (const topic of topics) rekeyImages(topic, stored);
}

function rekeyImages(node: ModelNode, stored: ReadonlyMap<string, string>): void {
  if (node.type === NODE.image) node.attrs = { ...node.attrs, key: stored.get(node.attrs?.key as string) };
  for (const child of node.content ?? []) rekeyImages(child, stored);
}
