import { ViewerFactsSchema } from '@ea/contracts/easyview';
import { Binary, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import type { ModuleDeps } from '../deps.ts';
import { runDocument, runFacts } from '../domain/viewer/read-viewer.ts';
import { MODULE_ROUTES, RunParams } from './module-access.ts';

/**
 * The filing's own policy: nothing runs, nothing is fetched (its images are inline), its inline
 * styles apply; the SPA alone may frame it. Set after the app's policy for every answer, which
 * this route replaces.
 */
const DOCUMENT_POLICY = [
  "default-src 'none'",
  'img-src data:',
  "style-src 'unsafe-inline'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'self'",
].join('; ');

async function documentHeaders(_request: unknown, reply: FastifyReply): Promise<void> {
  reply.header('content-security-policy', DOCUMENT_POLICY);
  reply.header('x-frame-options', 'SAMEORIGIN');
  reply.header('x-content-type-options', 'nosniff');
}

/** ViewerFacts as the run's job stored them: documented by its schema, sent as the stored bytes. */
const StoredViewerFacts = Type.Unsafe<Buffer>(ViewerFactsSchema);

/** EAsyView's reading of a run: the filing's document, safe to show, and its facts. */
export function registerViewerRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = typedRoutes(scope);
  const { prefix, config } = MODULE_ROUTES[deps.module];

  app.get(
    `${prefix}/runs/:runId/document`,
    { config, schema: { params: RunParams, response: { 200: Binary, ...errorResponses } }, onSend: documentHeaders },
    async (request, reply) =>
      reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await runDocument({ deps, caller: callerOf(request) }, request.params.runId)),
  );

  app.get(
    `${prefix}/runs/:runId/facts`,
    { config, schema: { params: RunParams, response: { 200: StoredViewerFacts, ...errorResponses } } },
    async (request, reply) =>
      reply
        .header('content-type', 'application/json; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(await runFacts({ deps, caller: callerOf(request) }, request.params.runId)),
  );
}
