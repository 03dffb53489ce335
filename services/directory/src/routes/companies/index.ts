import { CompanyPageSchema, CompanyPickerSchema, CompanySchema, FEATURE_COMPANY_MANAGEMENT } from '@ea/contracts';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { createCompany } from '../../domain/create-company.ts';
import { deleteCompany } from '../../domain/delete-company.ts';
import type { DirectoryDeps } from '../../domain/directory-deps.ts';
import { companyPickerItems, listCompanies } from '../../domain/list-companies.ts';
import { readCompany } from '../../domain/read-company.ts';
import { restoreCompany } from '../../domain/restore-company.ts';
import { updateCompany } from '../../domain/update-company.ts';
import { callerOf } from '../shared/caller.ts';
import { ApiErrorRef, errorResponses, IdParams } from '../shared/common-schema.ts';
import { CompanyBody, CompanyListQuery, DeletedCompanyListQuery, PickerQuery, RestoreBody } from './schema.ts';

const read = { access: {} };
/** Company writes need Feature_CompanyManagement (admins hold every feature) and are never for reviewer-only users. */
const write = { access: { feature: FEATURE_COMPANY_MANAGEMENT, reviewer: false } };
const writeErrors = { ...errorResponses, 409: ApiErrorRef };

/** Companies: list, read, add, edit, delete, deleted list, restore and the picker list. */
export async function registerCompanyRoutes(scope: FastifyInstance, deps: DirectoryDeps): Promise<void> {
  const app = scope.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/api/company',
    { config: read, schema: { querystring: CompanyListQuery, response: { 200: CompanyPageSchema, ...errorResponses } } },
    async (request) =>
      listCompanies({ deps, caller: callerOf(request), deleted: false, ...request.query, channelId: request.query.client }),
  );

  app.get(
    '/api/deleted-companies',
    { config: read, schema: { querystring: DeletedCompanyListQuery, response: { 200: CompanyPageSchema, ...errorResponses } } },
    async (request) => listCompanies({ deps, caller: callerOf(request), deleted: true, ...request.query, channelId: request.query.client }),
  );

  app.get(
    '/api/companylist',
    { config: read, schema: { querystring: PickerQuery, response: { 200: CompanyPickerSchema, ...errorResponses } } },
    async (request) => ({ items: await companyPickerItems({ deps, caller: callerOf(request), channelId: request.query.client }) }),
  );

  app.get(
    '/api/company/:id',
    { config: read, schema: { params: IdParams, response: { 200: CompanySchema, ...errorResponses } } },
    async (request) => readCompany({ deps, caller: callerOf(request), id: request.params.id }),
  );

  app.post(
    '/api/company',
    { config: write, schema: { body: CompanyBody, response: { 201: CompanySchema, ...writeErrors } } },
    async (request, reply) => {
      const company = await createCompany({ deps, caller: callerOf(request), input: request.body });
      return reply.status(201).send(company);
    },
  );

  app.put(
    '/api/company/:id',
    { config: write, schema: { params: IdParams, body: CompanyBody, response: { 200: CompanySchema, ...writeErrors } } },
    async (request) => updateCompany({ deps, caller: callerOf(request), id: request.params.id, input: request.body }),
  );

  app.delete(
    '/api/company/:id',
    { config: write, schema: { params: IdParams, response: { 200: CompanySchema, ...errorResponses } } },
    async (request) => deleteCompany({ deps, caller: callerOf(request), id: request.params.id }),
  );

  app.post(
    '/api/restore-company',
    { config: write, schema: { body: RestoreBody, response: { 200: CompanySchema, ...errorResponses } } },
    async (request) => restoreCompany({ deps, caller: callerOf(request), id: request.body.id }),
  );
}
