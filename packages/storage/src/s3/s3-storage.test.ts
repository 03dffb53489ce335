import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { createObjectStorage } from '../create-object-storage.ts';
import { storageContract } from '../storage-contract.ts';
import { startS3TestServer } from '../testing/s3-test-server.ts';
import { readAll } from '../testing/test-streams.ts';
import { createS3ObjectStorage } from './s3-storage.ts';

const server = await startS3TestServer();
const client = { endpoint: server.endpoint, region: 'us-east-1', forcePathStyle: true, credentials: server.credentials };
const inspector = new S3Client(client);

afterAll(async () => {
  inspector.destroy();
  await server.stop();
});

/** Staged uploads still in the bucket. */
async function stagedObjects(): Promise<string[]> {
  const answer = await inspector.send(new ListObjectsV2Command({ Bucket: server.bucket, Prefix: '.staging/' }));
  return (answer.Contents ?? []).map((object) => object.Key!);
}

describe('S3 adapter against s3rver', () => {
  storageContract({ open: async () => createS3ObjectStorage({ bucket: server.bucket, client }), leftovers: stagedObjects });
});

it('reaches the bucket the environment names when OBJECT_STORAGE=s3', async () => {
  const storage = createObjectStorage({
    OBJECT_STORAGE: 's3',
    S3_ENDPOINT: server.endpoint,
    S3_BUCKET: server.bucket,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: server.credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: server.credentials.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  try {
    const stored = await storage.putContent(Buffer.from('from the environment'), { contentType: 'text/plain' });
    expect((await readAll(await storage.get(stored.key))).toString()).toBe('from the environment');
    expect(await stagedObjects()).toEqual([]);
  } finally {
    await storage.close();
  }
});
