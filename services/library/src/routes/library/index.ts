import { AuditLogListSchema, auditLogQuerySchema, FEATURE_AUDIT_LOG, Module } from '@ea/contracts';
import {
  DeletedDocumentListQuery,
  DocumentPageSchema,
  FORM_TYPES,
  FormTypeListSchema,
  isSpecialFormType,
  RecentDocumentListSchema,
  RecentDocumentsQuery,
} from '@ea/contracts/library';
import { callerOf, errorResponses, listAuditLog, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { LibraryDeps } from '../../deps.ts';
import { listDocuments } from '../../domain/documents/list-documents.ts';
import { listRecentDocuments } from '../../domain/documents/list-recent-documents.ts';
import { read } from '../library-access.ts';

/** The kinds of record the library's audit log lists. */
const LibraryAuditLogQuery = auditLogQuerySchema(['document', 'folder']);
/** A search matches document titles and folder names before and after a change, besides actor and target. */
const SEARCHED_VALUES = ['title', 'name'] as const;
const FORM_TYPE_LIST = { items: FORM_TYPES.map((name) => ({ name, special: isSpecialFormType(name) })) };

/** The library's lists beside documents: recent and deleted documents, form types and the audit log. */
export function registerLibraryRoutes(scope: FastifyInstance, deps: LibraryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/library/recent-documents',
    { config: read, schema: { querystring: RecentDocumentsQuery, response: { 200: RecentDocumentListSchema, ...errorResponses } } },
    (request) => listRecentDocuments({ deps, caller: callerOf(request) }, request.query),
  );

  app.get(
    '/api/library/deleted-documents',
    { config: read, schema: { querystring: DeletedDocumentListQuery, response: { 200: DocumentPageSchema, ...errorResponses } } },
    (request) => listDocuments({ deps, caller: callerOf(request) }, { ...request.query, deleted: true }),
  );

  app.get('/api/formType', { config: read, schema: { response: { 200: FormTypeListSchema, ...errorResponses } } }, () => FORM_TYPE_LIST);

  app.get(
    '/api/library/auditlog',
    {
      config: { access: { module: Module.library, feature: FEATURE_AUDIT_LOG } },
      schema: { querystring: LibraryAuditLogQuery, response: { 200: AuditLogListSchema, ...errorResponses } },
    },
    (request) => listAuditLog({ deps, caller: callerOf(request) }, { ...request.query, searchKeys: SEARCHED_VALUES }),
  );
}
