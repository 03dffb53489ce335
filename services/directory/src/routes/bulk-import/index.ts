import {
  ApiError,
  CompanyImportRunListSchema,
  CompanyImportRunSchema,
  CompanyImportStartedSchema,
  FEATURE_COMPANY_MANAGEMENT,
  ImportRunParamsSchema,
  isId,
  Messages,
} from '@ea/contracts';
import { readUpload } from '@ea/service-kit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../domain/directory-deps.ts';
import { bulkImportErrorReport, listBulkImports, readBulkImport } from '../../domain/read-bulk-import.ts';
import { startBulkImport } from '../../domain/start-bulk-import.ts';
import { buildCompanyTemplate } from '../../workbook/company-template.ts';
import { callerOf } from '../shared/caller.ts';
import { ApiErrorRef, errorResponses } from '../shared/common-schema.ts';
import { Binary } from './schema.ts';

/** Largest workbook accepted: 100,000 companies take about 5 MB. */
export const BULK_IMPORT_MAX_BYTES = 50 * 1024 * 1024;
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Bulk import of companies (users are imported by the identity service's own import): upload,
 * runs, status, error report and template.
 */
export async function registerBulkImportRoutes(scope: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  // The import area is a company write: Feature_CompanyManagement, never reviewer-only users.
  const write = { access: { feature: FEATURE_COMPANY_MANAGEMENT, reviewer: false } };

  app.post(
    '/api/bulkImport',
    {
      config: write,
      schema: {
        consumes: ['multipart/form-data'],
        response: {
          200: CompanyImportStartedSchema,
          202: CompanyImportStartedSchema,
          ...errorResponses,
          409: ApiErrorRef,
          413: ApiErrorRef,
          415: ApiErrorRef,
          422: ApiErrorRef,
        },
      },
    },
    async (request, reply) => {
      const upload = await readUpload(request, 'file', BULK_IMPORT_MAX_BYTES, Messages.files.xlsxOnly);
      if (upload.truncated) throw new ApiError('payloadTooLarge', `The file is larger than ${BULK_IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      const channelField = upload.fields.channelId;
      const channelId = channelField === undefined || channelField === '' ? undefined : Number(channelField);
      if (channelId !== undefined && !isId(channelId))
        throw new ApiError('validation', undefined, { channelId: Messages.user.channelRequired });
      const started = await startBulkImport({
        deps,
        caller: callerOf(request),
        fileName: upload.fileName,
        bytes: upload.bytes,
        importValid: upload.fields.importValid === 'true',
        channelId,
      });
      return reply.status(started.created ? 202 : 200).send(started);
    },
  );

  app.get(
    '/api/bulkImport/template',
    { config: write, schema: { response: { 200: Binary, ...errorResponses } } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="companies-import-template.xlsx"')
        .send(await buildCompanyTemplate()),
  );

  app.get(
    '/api/bulkImport',
    { config: write, schema: { response: { 200: CompanyImportRunListSchema, ...errorResponses } } },
    async (request) => ({
      items: await listBulkImports({ deps, caller: callerOf(request), limit: 20 }),
    }),
  );

  app.get(
    '/api/bulkImport/:runId',
    { config: write, schema: { params: ImportRunParamsSchema, response: { 200: CompanyImportRunSchema, ...errorResponses } } },
    async (request) => readBulkImport({ deps, caller: callerOf(request), runId: request.params.runId }),
  );

  app.get(
    '/api/bulkImport/:runId/errors',
    { config: write, schema: { params: ImportRunParamsSchema, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => {
      const report = await bulkImportErrorReport({ deps, caller: callerOf(request), runId: request.params.runId });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(report.csv);
    },
  );
}
