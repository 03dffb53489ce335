import { createHash, type Hash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { ObjectTooLargeError } from './storage-errors.ts';

/**
 * Passes bytes through while counting them and hashing them with sha256; fails the stream with
 * ObjectTooLargeError as soon as more than `maxBytes` went by, so a write never stores more.
 */
export class ContentMeter extends Transform {
  byteCount = 0;
  private readonly hash: Hash = createHash('sha256');
  private digest: string | null = null;

  constructor(private readonly maxBytes: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.byteCount += chunk.length;
    if (this.byteCount > this.maxBytes) {
      callback(new ObjectTooLargeError(this.maxBytes));
      return;
    }
    this.hash.update(chunk);
    callback(null, chunk);
  }

  override _flush(callback: TransformCallback): void {
    this.digest = this.hash.digest('hex');
    callback();
  }

  /** The hex sha256 of everything that passed; only once the stream ended. */
  get sha256(): string {
    if (this.digest === null) throw new Error('the content was not read to its end');
    return this.digest;
  }
}
