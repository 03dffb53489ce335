import { crc32, createInflateRaw } from 'node:zlib';
import { ApiError } from '@ea/contracts';
import { unpacksBeyondDeclared } from './archive-limits.ts';
import { compressedBytes, unreadable, type ZipEntry } from './zip-directory.ts';

/**
 * An archive file's bytes, inflated in memory a chunk at a time (nothing is written to disk).
 * Declared sizes can lie, so the output is counted as it comes: past the size the central
 * directory declared, inflating stops at once (413). At the end, the size and CRC must match
 * the declaration (415 otherwise). The inflater is destroyed however the reading ends, including
 * when the caller stops early.
 */
export async function* inflateEntry(bytes: Buffer, entry: ZipEntry): AsyncGenerator<Buffer> {
  const packed = compressedBytes(bytes, entry);
  if (entry.method === 0) {
    if (crc32(packed) !== entry.crc) throw unreadable();
    yield packed;
    return;
  }
  const inflater = createInflateRaw({ chunkSize: 64 * 1024 });
  let produced = 0;
  let crc = 0;
  try {
    inflater.end(packed);
    for await (const chunk of inflater as AsyncIterable<Buffer>) {
      produced += chunk.length;
      if (produced > entry.uncompressedSize) throw unpacksBeyondDeclared();
      crc = crc32(chunk, crc);
      yield chunk;
    }
  } catch (error) {
    throw error instanceof ApiError ? error : unreadable();
  } finally {
    inflater.destroy();
  }
  if (produced !== entry.uncompressedSize || crc !== entry.crc) throw unreadable();
}
