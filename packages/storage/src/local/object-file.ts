import type { FileHandle } from 'node:fs/promises';
import type { ObjectHead } from '../object-storage.ts';

/**
 * A local object is one file: a fixed-size header (the object's size, sha256 and content type as
 * JSON, padded with spaces) followed by the bytes. Keeping both in one file lets one rename make
 * bytes and metadata visible together; the header is written last, once the hash is known.
 */
export const HEADER_BYTES = 512;

/**
 * Object files end in `~`, a character keys never contain, so a key and a folder of the same
 * name (`docs/a` and `docs/a/b`) can both exist, as they can in a bucket.
 */
export const OBJECT_SUFFIX = '~';

export function encodeHeader(head: ObjectHead): Buffer {
  const json = JSON.stringify({ size: head.size, sha256: head.sha256, contentType: head.contentType });
  const header = Buffer.alloc(HEADER_BYTES, ' ');
  header.write(json, 0, 'utf8');
  header.write('\n', HEADER_BYTES - 1);
  return header;
}

export async function readHeader(file: FileHandle, path: string): Promise<ObjectHead> {
  const buffer = Buffer.alloc(HEADER_BYTES);
  const { bytesRead } = await file.read(buffer, 0, HEADER_BYTES, 0);
  try {
    if (bytesRead !== HEADER_BYTES) throw new Error('short header');
    const head = JSON.parse(buffer.toString('utf8')) as ObjectHead;
    if (typeof head.size !== 'number' || typeof head.sha256 !== 'string' || typeof head.contentType !== 'string')
      throw new Error('bad header');
    return { size: head.size, sha256: head.sha256, contentType: head.contentType };
  } catch (error) {
    throw new Error(`${path} is not an object file`, { cause: error });
  }
}
