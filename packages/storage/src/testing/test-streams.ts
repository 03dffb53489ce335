import { createHash, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

// A full collection before each memory sample, so the sample counts live buffers and not garbage
// the collector has not reached yet; the test runner does not expose gc() itself.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

export const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Size and sha256 of a stream, read without keeping it. */
export async function measureStream(stream: Readable): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    hash.update(chunk as Buffer);
  }
  return { size, sha256: hash.digest('hex') };
}

export interface GeneratedStream {
  stream: Readable;
  /** The sha256 of everything produced so far: of the whole stream once it ended. */
  sha256(): string;
  /** Highest growth of the process's live Buffer memory over its value at the start, sampled every `sampleEvery` bytes. */
  peakBufferGrowth(): number;
}

/** `totalBytes` random bytes made a chunk at a time as the reader asks, so the test never holds them all. */
export function generatedStream(
  totalBytes: number,
  { chunkBytes = 64 * 1024, sampleEvery = Number.POSITIVE_INFINITY } = {},
): GeneratedStream {
  const hash = createHash('sha256');
  const liveBuffers = () => {
    collectGarbage();
    return process.memoryUsage().arrayBuffers;
  };
  const baseline = Number.isFinite(sampleEvery) ? liveBuffers() : 0;
  let peak = 0;
  let digest: string | null = null;
  async function* chunks() {
    for (let made = 0; made < totalBytes; made += chunkBytes) {
      if (made % sampleEvery < chunkBytes) peak = Math.max(peak, liveBuffers() - baseline);
      const chunk = randomBytes(Math.min(chunkBytes, totalBytes - made));
      hash.update(chunk);
      yield chunk;
    }
    digest = hash.digest('hex');
  }
  return {
    stream: Readable.from(chunks(), { objectMode: false }),
    sha256: () => digest ?? 'not finished',
    peakBufferGrowth: () => peak,
  };
}

/** A stream that gives `bytesBeforeFailure` bytes and then fails, like an upload whose connection dropped. */
export function failingStream(bytesBeforeFailure: number, failure: Error): Readable {
  async function* chunks() {
    yield randomBytes(bytesBeforeFailure);
    throw failure;
  }
  return Readable.from(chunks(), { objectMode: false });
}
