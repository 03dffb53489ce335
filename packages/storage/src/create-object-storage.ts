import { join, resolve } from 'node:path';
import { createLocalObjectStorage } from './local/local-storage.ts';
import type { ObjectStorage } from './object-storage.ts';
import { createS3ObjectStorage } from './s3/s3-storage.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The storage the environment configures: OBJECT_STORAGE=local (default) keeps objects in
 * DATA_DIR/objects; OBJECT_STORAGE=s3 uses S3_BUCKET (with S3_REGION, S3_ENDPOINT,
 * S3_FORCE_PATH_STYLE and S3_ACCESS_KEY_ID + S3_SECRET_ACCESS_KEY, else the AWS default
 * credential chain). A wrong setting fails at start rather than at the first upload.
 */
export function createObjectStorage(env: Env = process.env): ObjectStorage {
  const kind = env.OBJECT_STORAGE ?? 'local';
  if (kind === 'local') return createLocalObjectStorage({ root: join(resolve(env.DATA_DIR ?? '.data'), 'objects') });
  if (kind === 's3') return createS3ObjectStorage(s3Settings(env));
  throw new Error(`OBJECT_STORAGE must be "local" or "s3", not "${kind}"`);
}

function s3Settings(env: Env) {
  const bucket = env.S3_BUCKET;
  if (!bucket) throw new Error('OBJECT_STORAGE=s3 needs S3_BUCKET');
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  const pathStyle = env.S3_FORCE_PATH_STYLE ?? 'false';
  if (pathStyle !== 'true' && pathStyle !== 'false') throw new Error('S3_FORCE_PATH_STYLE must be "true" or "false"');
  return {
    bucket,
    client: {
      region: env.S3_REGION ?? 'us-east-1',
      forcePathStyle: pathStyle === 'true',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    },
  };
}
