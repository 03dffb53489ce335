import {
  FILING_UPLOAD_MAX_BYTES,
  RunDetailSchema,
  RunListQuery,
  RunMessagePageSchema,
  RunMessagesQuery,
  RunPageSchema,
  RunSummarySchema,
  ValidatorErrors,
} from '@ea/contracts/validator';
import { ApiErrorRef, Binary, callerOf, errorResponses, readUpload, sendAttachment, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { ModuleDeps } from '../deps.ts';
import { projectRuns, runDetail, runMessages } from '../domain/runs/read-runs.ts';
import { runLog } from '../domain/runs/run-log.ts';
import { startRun } from '../domain/runs/start-run.ts';
import { UploadRefusals } from '../domain/uploads/upload-refusals.ts';
import { MODULE_ROUTES, ProjectParams, RunParams } from './module-access.ts';

const uploadErrors = { ...errorResponses, 413: ApiErrorRef, 415: ApiErrorRef, 422: ApiErrorRef } as const;

/** Uploads that start a validation, a project's run history, a run's findings and its log, under the deps' module's prefix. */
export function registerRunRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = typedRoutes(scope);
  const { prefix, config } = MODULE_ROUTES[deps.module];

  app.post(
    `${prefix}/projects/:projectId/runs`,
    {
      config,
      schema: { params: ProjectParams, consumes: ['multipart/form-data'], response: { 202: RunSummarySchema, ...uploadErrors } },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'file', FILING_UPLOAD_MAX_BYTES, ValidatorErrors.fileKind);
      if (upload.truncated) throw UploadRefusals.fileTooLarge();
      const run = await startRun({ deps, caller: callerOf(request) }, request.params.projectId, upload);
      return reply.status(202).send(run);
    },
  );

  app.get(
    `${prefix}/projects/:projectId/runs`,
    {
      config,
      schema: { params: ProjectParams, querystring: RunListQuery, response: { 200: RunPageSchema, ...errorResponses } },
    },
    (request) => projectRuns({ deps, caller: callerOf(request) }, request.params.projectId, request.query),
  );

  app.get(
    `${prefix}/runs/:runId`,
    { config, schema: { params: RunParams, response: { 200: RunDetailSchema, ...errorResponses } } },
    (request) => runDetail({ deps, caller: callerOf(request) }, request.params.runId),
  );

  app.get(
    `${prefix}/runs/:runId/messages`,
    {
      config,
      schema: { params: RunParams, querystring: RunMessagesQuery, response: { 200: RunMessagePageSchema, ...errorResponses } },
    },
    (request) => runMessages({ deps, caller: callerOf(request) }, request.params.runId, request.query),
  );

  app.get(
    `${prefix}/runs/:runId/log`,
    { config, schema: { params: RunParams, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => {
      const log = await runLog({ deps, caller: callerOf(request) }, request.params.runId);
      return sendAttachment(reply, { contentType: 'text/plain; charset=utf-8', fileName: log.fileName, body: log.text });
    },
  );
}
