import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { createObjectStorage } from './create-object-storage.ts';
import { readAll } from './testing/test-streams.ts';

const dataDir = await mkdtemp(join(tmpdir(), 'ea-storage-env-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

it('keeps objects in DATA_DIR/objects when OBJECT_STORAGE is not set', async () => {
  const storage = createObjectStorage({ DATA_DIR: dataDir });
  await storage.put('imports/run.xlsx', Buffer.from('workbook'));
  expect((await readAll(await storage.get('imports/run.xlsx'))).toString()).toBe('workbook');
  expect(await readdir(join(dataDir, 'objects', 'imports'))).toEqual(['run.xlsx~']);
});

it('refuses an unknown adapter and an incomplete S3 configuration at start', () => {
  expect(() => createObjectStorage({ OBJECT_STORAGE: 'ftp' })).toThrow('OBJECT_STORAGE must be "local" or "s3", not "ftp"');
  expect(() => createObjectStorage({ OBJECT_STORAGE: 's3' })).toThrow('OBJECT_STORAGE=s3 needs S3_BUCKET');
  expect(() => createObjectStorage({ OBJECT_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'id' })).toThrow(
    'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together',
  );
  expect(() => createObjectStorage({ OBJECT_STORAGE: 's3', S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(
    'S3_FORCE_PATH_STYLE must be "true" or "false"',
  );
});
