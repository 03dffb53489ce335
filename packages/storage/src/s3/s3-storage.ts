import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { ObjectHead, ObjectStorage } from '../object-storage.ts';
import { objectStorageOver } from '../object-storage-over.ts';
import type { StorageBackend } from '../storage-backend.ts';
import { oneAtATimePerName } from './one-at-a-time.ts';

/**
 * Staged uploads go under this prefix. Valid keys start with a letter or digit, so no key can
 * collide with a staged one, and listing after '/' (which sorts between '.' and the digits)
 * never returns staged objects. A bucket lifecycle rule should expire this prefix after a day,
 * for uploads a crashed process left there.
 */
const STAGING_PREFIX = '.staging/';
const LIST_START = '/';
/** The smallest part S3 accepts. One part uploads while the source waits, so an upload holds about three parts at most. */
const PART_BYTES = 5 * 1024 * 1024;
const PARTS_IN_FLIGHT = 1;

export interface S3StorageOptions {
  bucket: string;
  /** Client settings: endpoint, region, credentials, forcePathStyle. */
  client: S3ClientConfig;
}

/**
 * Objects in an S3-compatible bucket. A write streams (multipart above 5 MB) to a staging key
 * while its sha256 is computed, then a server-side copy puts it under its key with the hash and
 * content type as metadata, so the key shows the whole object or none. One copy is limited to
 * 5 GB by S3, which bounds an object's size.
 */
export function createS3ObjectStorage({ bucket, client: config }: S3StorageOptions): ObjectStorage {
  const client = new S3Client({
    // Checksums only where S3 requires them: the default aws-chunked uploads with trailing
    // checksums are not understood by many S3-compatible servers, and the sha256 computed while
    // streaming already guards the content.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...config,
  });
  return objectStorageOver(s3Backend(client, bucket));
}

function s3Backend(client: S3Client, bucket: string): StorageBackend {
  const deleteKey = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  };
  // S3 makes each copy atomic. Taking one key's commits in turn within a process spares the
  // repeated copies of content stored many times at once (the later ones find it and stop), and
  // keeps servers whose writes to one key are not atomic (s3rver) whole within one process.
  const commitInTurn = oneAtATimePerName();

  const backend: StorageBackend = {
    async stage(body) {
      const stagingKey = `${STAGING_PREFIX}${randomUUID()}`;
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: stagingKey, Body: body },
        partSize: PART_BYTES,
        queueSize: PARTS_IN_FLIGHT,
        leavePartsOnError: false,
      });
      await upload.done();
      return {
        commit: (key, head, onlyIfAbsent) =>
          commitInTurn(key, async () => {
            if (onlyIfAbsent && (await backend.head(key))) return false;
            await client.send(
              new CopyObjectCommand({
                Bucket: bucket,
                Key: key,
                CopySource: `${bucket}/${stagingKey}`,
                MetadataDirective: 'REPLACE',
                ContentType: head.contentType,
                Metadata: { sha256: head.sha256 },
              }),
            );
            return true;
          }),
        // The copy leaves the staged object behind, so it goes whether or not it was committed.
        discard: () => deleteKey(stagingKey),
      };
    },
    async get(key) {
      try {
        const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!(Body instanceof Readable)) throw new Error('the S3 client did not answer a Node stream');
        return Body;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async head(key): Promise<ObjectHead | null> {
      try {
        const answer = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        const sha256 = answer.Metadata?.sha256;
        if (!sha256) throw new Error(`object "${key}" has no sha256: it was not written through this storage`);
        return { size: answer.ContentLength ?? 0, contentType: answer.ContentType ?? 'application/octet-stream', sha256 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    delete: deleteKey,
    async listPage(prefix, after, limit) {
      const answer = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix || undefined, StartAfter: after ?? LIST_START, MaxKeys: limit }),
      );
      const objects = (answer.Contents ?? []).map((object) => ({ key: object.Key!, size: object.Size ?? 0 }));
      return { objects, more: answer.IsTruncated === true };
    },
    async close() {
      client.destroy();
    },
  };
  return backend;
}

/** A missing key; a missing bucket (NoSuchBucket) stays an error. */
function isNotFound(error: unknown): boolean {
  const name = (error as { name?: string }).name;
  return name === 'NoSuchKey' || name === 'NotFound';
}
