import { ApiError, FEATURE_USER_MANAGEMENT, ImportRunParamsSchema, isId, Messages } from '@ea/contracts';
import { IdentityErrors, UserImportRunListSchema, UserImportRunSchema, UserImportStartedSchema } from '@ea/contracts/identity';
import { ApiErrorRef, Binary, callerOf, errorResponses, readUpload, typedRoutes } from '@ea/service-kit';
import { XLSX_CONTENT_TYPE } from '@ea/workbook';
import type { FastifyInstance } from 'fastify';
import type { IdentityDeps } from '../../deps.ts';
import { listUserImports } from '../../domain/user-import/list-user-imports.ts';
import { readUserImport } from '../../domain/user-import/read-user-import.ts';
import { startUserImport } from '../../domain/user-import/start-user-import.ts';
import { userImportErrorReport } from '../../domain/user-import/user-import-error-report.ts';
import { buildUserTemplate } from '../../domain/user-import/user-template.ts';

/** Largest users workbook accepted: 100,000 users take about 6 MB. */
export const USER_IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const tags = ['users'];
/** Like the Users area: Feature_UserManagement, never reviewer-only users, within the caller's channel. */
const userManagement = { access: { feature: FEATURE_USER_MANAGEMENT, reviewer: false } };

/** The users import: upload, runs, status, error report and template. */
export function registerUserImportRoutes(scope: FastifyInstance, deps: IdentityDeps): void {
  const app = typedRoutes(scope);

  app.post(
    '/api/user/bulkImport',
    {
      config: userManagement,
      schema: {
        tags,
        summary: 'Import users from an .xlsx (multipart: file, importValid, channelId for admins)',
        consumes: ['multipart/form-data'],
        response: {
          200: UserImportStartedSchema,
          202: UserImportStartedSchema,
          ...errorResponses,
          413: ApiErrorRef,
          415: ApiErrorRef,
          422: ApiErrorRef,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'file', USER_IMPORT_MAX_BYTES, Messages.files.xlsxOnly);
      if (upload.truncated) throw new ApiError('payloadTooLarge', IdentityErrors.workbookTooLarge(USER_IMPORT_MAX_BYTES / 1024 / 1024));
      const channelField = upload.fields.channelId;
      const channelId = channelField === undefined || channelField === '' ? undefined : Number(channelField);
      if (channelId !== undefined && !isId(channelId)) {
        throw new ApiError('validation', undefined, { channelId: Messages.user.channelRequired });
      }
      const started = await startUserImport(
        { deps, caller: callerOf(request) },
        { fileName: upload.fileName, bytes: upload.bytes, importValid: upload.fields.importValid === 'true', channelId },
      );
      return reply.status(started.created ? 202 : 200).send(started);
    },
  );

  app.get(
    '/api/user/bulkImport/template',
    {
      config: userManagement,
      schema: { tags, summary: 'The users import template (.xlsx)', response: { 200: Binary, ...errorResponses } },
    },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="users-import-template.xlsx"')
        .send(await buildUserTemplate()),
  );

  app.get(
    '/api/user/bulkImport',
    {
      config: userManagement,
      schema: { tags, summary: 'The latest users imports', response: { 200: UserImportRunListSchema, ...errorResponses } },
    },
    async (request) => ({ items: await listUserImports({ deps, caller: callerOf(request) }, { limit: 20 }) }),
  );

  app.get(
    '/api/user/bulkImport/:runId',
    {
      config: userManagement,
      schema: {
        tags,
        summary: 'One users import: status and counts',
        params: ImportRunParamsSchema,
        response: { 200: UserImportRunSchema, ...errorResponses },
      },
    },
    (request) => readUserImport({ deps, caller: callerOf(request) }, request.params),
  );

  app.get(
    '/api/user/bulkImport/:runId/errors',
    {
      config: userManagement,
      schema: {
        tags,
        summary: 'The failed rows of a users import, as CSV',
        params: ImportRunParamsSchema,
        response: { 200: Binary, ...errorResponses },
      },
    },
    async (request, reply) => {
      const report = await userImportErrorReport({ deps, caller: callerOf(request) }, request.params);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(report.csv);
    },
  );
}
