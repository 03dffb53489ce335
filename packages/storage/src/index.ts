export * from './create-object-storage.ts';
export { createLocalObjectStorage, type LocalStorageOptions } from './local/local-storage.ts';
export { checkObjectKey, contentKey } from './object-key.ts';
export type * from './object-storage.ts';
export { createS3ObjectStorage, type S3StorageOptions } from './s3/s3-storage.ts';
export * from './storage-errors.ts';
