/**
 * s3rver in its own process, for the S3 adapter's contract tests. Started with
 * --openssl-legacy-provider: s3rver encrypts list continuation tokens with DES, which OpenSSL 3
 * refuses otherwise. Serves the bucket S3RVER_BUCKET with its data in S3RVER_DIR, reports
 * `{ port }` over IPC once it listens, and stops when the parent disconnects.
 */
import S3rver from 's3rver';

const directory = process.env.S3RVER_DIR;
const bucket = process.env.S3RVER_BUCKET;
if (!directory || !bucket) throw new Error('S3RVER_DIR and S3RVER_BUCKET are required');

const server = new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: bucket, configs: [] }] });
const { port } = await server.run();

process.on('disconnect', async () => {
  await server.close();
  process.exit(0);
});
process.send?.({ port });
