import { ApiError, Messages } from '@ea/contracts';
import {
  DocumentParams,
  ExportAcceptedSchema,
  ExportBody,
  ExportJobListSchema,
  ExportJobSchema,
  ExportPageParams,
  ExportParams,
} from '@ea/contracts/library';
import { Binary, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { exportPageImage } from '../../domain/rendering/export-page-image.ts';
import { downloadExport, downloadExportLog, listExports, readExport } from '../../domain/rendering/read-export.ts';
import { requestExport } from '../../domain/rendering/request-export.ts';
import { uploadEdgarHtml } from '../../domain/rendering/upload-edgar-html.ts';
import { UPLOAD_LIMITS } from '../../uploads/index.ts';
import { readDocumentForm } from '../documents/document-form.ts';
import { read, uploadErrors, write, writeErrors } from '../library-access.ts';
import { sendFile } from '../send-file.ts';

/**
 * Exports: a version of a document rendered to PDF, EDGAR HTML, Inline XBRL or Word as a job.
 * Reading a document is enough to export it (a reviewer proofs what they review); uploading an
 * EDGAR HTML file made elsewhere, to be checked and kept as the version's, is a preparer's write.
 */
export function registerExportRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);
  const maxBytes = deps.uploadLimits.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes;

  app.post(
    '/api/document/:id/edgar-html',
    {
      config: write,
      schema: {
        params: DocumentParams,
        consumes: ['multipart/form-data'],
        description: 'A multipart form with the `file`: an EDGAR HTML document (.htm) for the current version.',
        response: { 201: ExportJobSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { file } = await readDocumentForm(request, maxBytes);
      if (!file) throw new ApiError('validation', Messages.files.renderedInvalid, { file: Messages.files.renderedInvalid });
      return reply.status(201).send(await uploadEdgarHtml({ deps, caller: callerOf(request) }, { id: request.params.id, file }));
    },
  );

  app.post(
    '/api/export',
    { config: read, schema: { body: ExportBody, response: { 202: ExportAcceptedSchema, ...writeErrors } } },
    async (request, reply) => {
      const job = await requestExport({ deps, caller: callerOf(request) }, request.body);
      return reply.code(202).send({ jobId: job.jobId });
    },
  );

  app.get(
    '/api/export/:jobId',
    { config: read, schema: { params: ExportParams, response: { 200: ExportJobSchema, ...errorResponses } } },
    (request) => readExport({ deps, caller: callerOf(request) }, request.params),
  );

  app.get(
    '/api/export/:jobId/file',
    { config: read, schema: { params: ExportParams, response: { 200: Binary, ...writeErrors } } },
    async (request, reply) => sendFile(reply, await downloadExport({ deps, caller: callerOf(request) }, request.params), true),
  );

  app.get(
    '/api/export/:jobId/log',
    { config: read, schema: { params: ExportParams, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => sendFile(reply, await downloadExportLog({ deps, caller: callerOf(request) }, request.params), true),
  );

  app.get(
    '/api/export/:jobId/pages/:page',
    { config: read, schema: { params: ExportPageParams, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => sendFile(reply, await exportPageImage({ deps, caller: callerOf(request) }, request.params), false),
  );

  app.get(
    '/api/document/:id/exports',
    { config: read, schema: { params: DocumentParams, response: { 200: ExportJobListSchema, ...errorResponses } } },
    (request) => listExports({ deps, caller: callerOf(request) }, { id: request.params.id }),
  );
}
