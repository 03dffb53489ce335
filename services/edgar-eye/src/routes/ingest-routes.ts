import { IndexFileListSchema, IngestResultSchema } from '@ea/contracts/edgar-eye';
import { errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { listIndexFiles } from '../db/index-files-repository.ts';
import type { EdgarEyeDeps } from '../deps.ts';
import { pollSource } from '../domain/ingest/poll-source.ts';

const admin = { access: { admin: true } } as const;

/** What was taken in, with each refused file's errors; and "ingest now" for an administrator. */
export function registerIngestRoutes(scope: FastifyInstance, deps: EdgarEyeDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/edgar-eye/index-files',
    { config: admin, schema: { response: { 200: IndexFileListSchema, ...errorResponses } } },
    async () => ({ items: await listIndexFiles(deps.db, 200) }),
  );

  app.post('/api/edgar-eye/ingest', { config: admin, schema: { response: { 200: IngestResultSchema, ...errorResponses } } }, async () => ({
    files: await pollSource(deps),
  }));
}
