import type { MammothElement } from './column-widths.ts';
import type { ImageSize } from './image-extents.ts';

/** mammoth's images of the document body, in the order of its tree (its footnotes and comments are held apart). */
export function mammothImages(root: MammothElement): MammothElement[] {
  const images: MammothElement[] = [];
  const visit = (element: MammothElement) => {
    if (element.type === 'image') images.push(element);
    for (const child of element.children ?? []) visit(child);
  };
  visit(root);
  return images;
}

/**
 * The size of each of mammoth's images, by the image itself, or null when they cannot be told:
 * mammoth drops the OOXML extent, so the sizes are read from `word/document.xml` and paired with
 * mammoth's images by order. When the number of images differs, or the order could not be read
 * for sure, no image is given a size (pairing would be guesswork, and a wrong size is worse than
 * the image's own). An image left out later (not PNG, JPEG or GIF) keeps its place, so it never
 * passes its size on to the next.
 */
export function pairImageSizes(
  extents: readonly (ImageSize | null)[] | null,
  images: readonly MammothElement[],
): WeakMap<object, ImageSize> | null {
  if (!extents || extents.length !== images.length) return null;
  const sizes = new WeakMap<object, ImageSize>();
  images.forEach((image, i) => {
    const size = extents[i];
    if (size) sizes.set(image, size);
  });
  return sizes;
}
