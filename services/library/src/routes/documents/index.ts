import {
  DocumentDetailSchema,
  DocumentListQuery,
  DocumentPageSchema,
  DocumentParams,
  DocumentSummarySchema,
  DocumentUpdateBody,
  DocumentUploadForm,
  DocumentWrittenSchema,
  ImageQuery,
  TopicQuery,
} from '@ea/contracts/library';
import { Binary, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { createDocument } from '../../domain/documents/create-document.ts';
import { deleteDocument } from '../../domain/documents/delete-document.ts';
import { listDocuments } from '../../domain/documents/list-documents.ts';
import { readDocument } from '../../domain/documents/read-document.ts';
import { readDocumentFile, readDocumentImage } from '../../domain/documents/read-document-file.ts';
import { restoreDocument } from '../../domain/documents/restore-document.ts';
import { updateDocument } from '../../domain/documents/update-document.ts';
import { UPLOAD_LIMITS } from '../../uploads/index.ts';
import { read, uploadErrors, write, writeErrors } from '../library-access.ts';
import { sendFile } from '../send-file.ts';
import { formId, formNumber, readDocumentForm, requiredFormId } from './document-form.ts';

/** Documents: list, add (with or without a file), open, edit metadata, delete and restore, and their kept files and images. */
export function registerDocumentRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);
  const maxBytes = deps.uploadLimits.maxFileBytes ?? UPLOAD_LIMITS.maxFileBytes;

  app.get(
    '/api/document',
    { config: read, schema: { querystring: DocumentListQuery, response: { 200: DocumentPageSchema, ...errorResponses } } },
    (request) => listDocuments({ deps, caller: callerOf(request) }, { ...request.query, deleted: false }),
  );

  app.post(
    '/api/document',
    {
      config: write,
      schema: {
        consumes: ['multipart/form-data'],
        description: `A multipart form: the fields of ${Object.keys(DocumentUploadForm.properties).join(', ')} and an optional \`file\`.`,
        response: { 201: DocumentWrittenSchema, ...uploadErrors },
      },
    },
    async (request, reply) => {
      const { fields, file } = await readDocumentForm(request, maxBytes);
      const written = await createDocument(
        { deps, caller: callerOf(request) },
        {
          companyId: requiredFormId(fields, 'companyId'),
          folderId: formId(fields, 'folderId'),
          documentType: formNumber(fields, 'documentType'),
          title: fields.title,
          formType: fields.formType,
          periodEndDate: fields.periodEndDate,
          revisionDescription: fields.revisionDescription,
          file,
        },
      );
      return reply.status(201).send(written);
    },
  );

  app.get(
    '/api/document/:id',
    { config: read, schema: { params: DocumentParams, response: { 200: DocumentDetailSchema, ...errorResponses } } },
    (request) => readDocument({ deps, caller: callerOf(request) }, request.params),
  );

  app.put(
    '/api/document/:id',
    {
      config: write,
      schema: { params: DocumentParams, body: DocumentUpdateBody, response: { 200: DocumentWrittenSchema, ...writeErrors } },
    },
    (request) => updateDocument({ deps, caller: callerOf(request) }, { id: request.params.id, changes: request.body }),
  );

  app.delete(
    '/api/document/:id',
    { config: write, schema: { params: DocumentParams, response: { 200: DocumentSummarySchema, ...errorResponses } } },
    (request) => deleteDocument({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/document/:id/restore',
    { config: write, schema: { params: DocumentParams, response: { 200: DocumentSummarySchema, ...errorResponses } } },
    (request) => restoreDocument({ deps, caller: callerOf(request) }, request.params),
  );

  app.get(
    '/api/document/:id/file',
    { config: read, schema: { params: DocumentParams, querystring: TopicQuery, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) =>
      sendFile(
        reply,
        await readDocumentFile({ deps, caller: callerOf(request) }, { id: request.params.id, version: request.query.version }),
        true,
      ),
  );

  app.get(
    '/api/document/:id/image',
    { config: read, schema: { params: DocumentParams, querystring: ImageQuery, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) =>
      sendFile(
        reply,
        await readDocumentImage({ deps, caller: callerOf(request) }, { id: request.params.id, key: request.query.key }),
        false,
      ),
  );
}
