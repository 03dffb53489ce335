import { ApiError, Messages } from '@ea/contracts';
import {
  DocumentParams,
  HistoryPageSchema,
  HistoryQuery,
  RestoreVersionBody,
  VersionDetailSchema,
  VersionParams,
  VersionUploadForm,
  VersionWrittenSchema,
} from '@ea/contracts/library';
import { callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { listHistory } from '../../domain/versions/list-history.ts';
import { readVersion } from '../../domain/versions/read-version.ts';
import { restoreVersion } from '../../domain/versions/restore-version.ts';
import { uploadNewVersion } from '../../domain/versions/upload-new-version.ts';
import { UPLOAD_LIMITS } from '../../uploads/index.ts';
import { readDocumentForm } from '../documents/document-form.ts';
import { read, uploadErrors, write, writeErrors } from '../library-access.ts';

/** Versions of a document: New Version Upload, history, one version's map, and restoring any version. */
export function registerVersionRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);
  const maxBytes = deps.uploadLimits.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes;

  app.post(
    '/api/document/:id/versions',
    {
      config: write,
      schema: {
        params: DocumentParams,
        consumes: ['multipart/form-data'],
        description: `A multipart form: ${Object.keys(VersionUploadForm.properties).join(', ')} and the \`file\`.`,
        response: { 201: VersionWrittenSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readDocumentForm(request, maxBytes);
      if (!file) throw new ApiError('validation', Messages.files.renderedInvalid, { file: Messages.files.renderedInvalid });
      const written = await uploadNewVersion(
        { deps, caller: callerOf(request) },
        { id: request.params.id, revisionDescription: fields.revisionDescription, file },
      );
      return reply.status(201).send(written);
    },
  );

  app.get(
    '/api/document/:id/history',
    {
      config: read,
      schema: { params: DocumentParams, querystring: HistoryQuery, response: { 200: HistoryPageSchema, ...errorResponses } },
    },
    (request) => listHistory({ deps, caller: callerOf(request) }, { ...request.params, ...request.query }),
  );

  app.get(
    '/api/document/:id/versions/:versionId',
    { config: read, schema: { params: VersionParams, response: { 200: VersionDetailSchema, ...errorResponses } } },
    (request) => readVersion({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/document/:id/versions/:versionId/restore',
    {
      config: write,
      schema: { params: VersionParams, body: RestoreVersionBody, response: { 201: VersionWrittenSchema, ...writeErrors } },
    },
    async (request, reply) =>
      reply.status(201).send(await restoreVersion({ deps, caller: callerOf(request) }, { ...request.params, ...request.body })),
  );
}
