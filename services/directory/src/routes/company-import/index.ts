import { ApiError, FEATURE_COMPANY_MANAGEMENT, ImportRunParamsSchema, isId, Messages } from '@ea/contracts';
import { CompanyImportRunListSchema, CompanyImportRunSchema, CompanyImportStartedSchema, DirectoryErrors } from '@ea/contracts/directory';
import { ApiErrorRef, Binary, callerOf, errorResponses, readUpload, typedRoutes } from '@ea/service-kit';
import { XLSX_CONTENT_TYPE } from '@ea/workbook';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../deps.ts';
import { companyImportErrorReport } from '../../domain/company-import/company-import-error-report.ts';
import { buildCompanyTemplate } from '../../domain/company-import/company-template.ts';
import { listCompanyImports } from '../../domain/company-import/list-company-imports.ts';
import { readCompanyImport } from '../../domain/company-import/read-company-import.ts';
import { startCompanyImport } from '../../domain/company-import/start-company-import.ts';

/** Largest workbook accepted: 100,000 companies take about 5 MB. */
export const COMPANY_IMPORT_MAX_BYTES = 50 * 1024 * 1024;

/**
 * The companies import (users are imported by the identity service's own import) at the URLs
 * the spec gives it (api/bulkImport): upload, runs, status, error report and template.
 */
export function registerCompanyImportRoutes(scope: FastifyInstance, deps: DirectoryDeps): void {
  const app = typedRoutes(scope);
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
      const upload = await readUpload(request, 'file', COMPANY_IMPORT_MAX_BYTES, Messages.files.xlsxOnly);
      if (upload.truncated) throw new ApiError('payloadTooLarge', DirectoryErrors.workbookTooLarge(COMPANY_IMPORT_MAX_BYTES / 1024 / 1024));
      const channelField = upload.fields.channelId;
      const channelId = channelField === undefined || channelField === '' ? undefined : Number(channelField);
      if (channelId !== undefined && !isId(channelId)) {
        throw new ApiError('validation', undefined, { channelId: Messages.user.channelRequired });
      }
      const started = await startCompanyImport(
        { deps, caller: callerOf(request) },
        {
          fileName: upload.fileName,
          bytes: upload.bytes,
          importValid: upload.fields.importValid === 'true',
          updateExisting: upload.fields.updateExisting === 'true',
          channelId,
        },
      );
      return reply.status(started.created ? 202 : 200).send(started);
    },
  );

  app.get(
    '/api/bulkImport/template',
    { config: write, schema: { response: { 200: Binary, ...errorResponses } } },
    async (_request, reply) =>
      reply
        .header('content-type', XLSX_CONTENT_TYPE)
        .header('content-disposition', 'attachment; filename="companies-import-template.xlsx"')
        .send(await buildCompanyTemplate()),
  );

  app.get(
    '/api/bulkImport',
    { config: write, schema: { response: { 200: CompanyImportRunListSchema, ...errorResponses } } },
    async (request) => ({ items: await listCompanyImports({ deps, caller: callerOf(request) }, { limit: 20 }) }),
  );

  app.get(
    '/api/bulkImport/:runId',
    { config: write, schema: { params: ImportRunParamsSchema, response: { 200: CompanyImportRunSchema, ...errorResponses } } },
    (request) => readCompanyImport({ deps, caller: callerOf(request) }, request.params),
  );

  app.get(
    '/api/bulkImport/:runId/errors',
    { config: write, schema: { params: ImportRunParamsSchema, response: { 200: Binary, ...errorResponses } } },
    async (request, reply) => {
      const report = await companyImportErrorReport({ deps, caller: callerOf(request) }, request.params);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${report.fileName}"`)
        .send(report.csv);
    },
  );
}
