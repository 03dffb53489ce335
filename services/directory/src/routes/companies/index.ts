import { FEATURE_COMPANY_MANAGEMENT } from '@ea/contracts';
import {
  CompanyBody,
  CompanyBulkBodySchema,
  CompanyBulkMoveBodySchema,
  CompanyBulkPaths,
  CompanyBulkResultSchema,
  CompanyExportQuery,
  CompanyListQuery,
  CompanyPageSchema,
  CompanyPickerSchema,
  CompanySchema,
  DeletedCompanyExportQuery,
  DeletedCompanyListQuery,
  PickerQuery,
  RestoreBody,
} from '@ea/contracts/directory';
import { ApiErrorRef, Binary, callerOf, errorResponses, IdParams, sendAttachment, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { DirectoryDeps } from '../../deps.ts';
import { createCompany } from '../../domain/companies/create-company.ts';
import { deleteCompanies } from '../../domain/companies/delete-companies.ts';
import { deleteCompany } from '../../domain/companies/delete-company.ts';
import { listCompanies } from '../../domain/companies/list-companies.ts';
import { listCompanyPicker } from '../../domain/companies/list-company-picker.ts';
import { moveCompanies } from '../../domain/companies/move-companies.ts';
import { readCompany } from '../../domain/companies/read-company.ts';
import { restoreCompanies } from '../../domain/companies/restore-companies.ts';
import { restoreCompany } from '../../domain/companies/restore-company.ts';
import { updateCompany } from '../../domain/companies/update-company.ts';
import { exportCompanies } from '../../domain/exports/export-companies.ts';

const read = { access: {} };
/** Company writes need Feature_CompanyManagement (admins hold every feature) and are never for reviewer-only users. */
const write = { access: { feature: FEATURE_COMPANY_MANAGEMENT, reviewer: false } };
const writeErrors = { ...errorResponses, 409: ApiErrorRef };
/** An export matching more rows than LIST_EXPORT_MAX_ROWS is refused with 422. */
const exportResponses = { 200: Binary, ...errorResponses, 422: ApiErrorRef };
/**
 * A bulk action answers what it did and what it refused; a company outside the caller's tenant
 * refuses the whole request (404), a move into an archived channel 422, and a move racing another
 * writer for an identifier 409. A company restored while its channel is archived is one refused.
 */
const bulkResponses = { 200: CompanyBulkResultSchema, ...writeErrors, 422: ApiErrorRef };

/** Companies: list, read, add, edit, delete, deleted list, restore, bulk actions, the picker list, and exports of both lists. */
export function registerCompanyRoutes(scope: FastifyInstance, deps: DirectoryDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/company',
    { config: read, schema: { querystring: CompanyListQuery, response: { 200: CompanyPageSchema, ...errorResponses } } },
    (request) => listCompanies({ deps, caller: callerOf(request) }, { ...request.query, deleted: false }),
  );

  app.get(
    '/api/deleted-companies',
    { config: read, schema: { querystring: DeletedCompanyListQuery, response: { 200: CompanyPageSchema, ...errorResponses } } },
    (request) => listCompanies({ deps, caller: callerOf(request) }, { ...request.query, deleted: true }),
  );

  app.get(
    '/api/company/export',
    { config: read, schema: { querystring: CompanyExportQuery, response: exportResponses } },
    async (request, reply) =>
      sendAttachment(reply, await exportCompanies({ deps, caller: callerOf(request) }, { ...request.query, deleted: false })),
  );

  app.get(
    '/api/deleted-companies/export',
    { config: read, schema: { querystring: DeletedCompanyExportQuery, response: exportResponses } },
    async (request, reply) =>
      sendAttachment(reply, await exportCompanies({ deps, caller: callerOf(request) }, { ...request.query, deleted: true })),
  );

  app.get(
    '/api/companylist',
    { config: read, schema: { querystring: PickerQuery, response: { 200: CompanyPickerSchema, ...errorResponses } } },
    (request) => listCompanyPicker({ deps, caller: callerOf(request) }, request.query),
  );

  app.get(
    '/api/company/:id',
    { config: read, schema: { params: IdParams, response: { 200: CompanySchema, ...errorResponses } } },
    (request) => readCompany({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/company',
    { config: write, schema: { body: CompanyBody, response: { 201: CompanySchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await createCompany({ deps, caller: callerOf(request) }, request.body)),
  );

  app.put(
    '/api/company/:id',
    { config: write, schema: { params: IdParams, body: CompanyBody, response: { 200: CompanySchema, ...writeErrors } } },
    (request) => updateCompany({ deps, caller: callerOf(request) }, { id: request.params.id, company: request.body }),
  );

  app.delete(
    '/api/company/:id',
    { config: write, schema: { params: IdParams, response: { 200: CompanySchema, ...errorResponses } } },
    (request) => deleteCompany({ deps, caller: callerOf(request) }, request.params),
  );

  app.post(
    '/api/restore-company',
    // 422: the company's channel is archived.
    { config: write, schema: { body: RestoreBody, response: { 200: CompanySchema, ...errorResponses, 422: ApiErrorRef } } },
    (request) => restoreCompany({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    CompanyBulkPaths.delete,
    { config: write, schema: { summary: 'Delete several companies', body: CompanyBulkBodySchema, response: bulkResponses } },
    (request) => deleteCompanies({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    CompanyBulkPaths.restore,
    { config: write, schema: { summary: 'Restore several deleted companies', body: CompanyBulkBodySchema, response: bulkResponses } },
    (request) => restoreCompanies({ deps, caller: callerOf(request) }, request.body),
  );

  app.post(
    CompanyBulkPaths.move,
    {
      config: write,
      schema: { summary: 'Move several companies to another channel', body: CompanyBulkMoveBodySchema, response: bulkResponses },
    },
    (request) => moveCompanies({ deps, caller: callerOf(request) }, request.body),
  );
}
