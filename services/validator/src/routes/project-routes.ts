import {
  ProjectInput,
  ProjectListQuery,
  ProjectPageSchema,
  ProjectSchema,
  ValidatorCompaniesQuery,
  ValidatorCompanyPageSchema,
} from '@ea/contracts/validator';
import { ApiErrorRef, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ModuleDeps } from '../deps.ts';
import { listValidatorCompanies } from '../domain/projects/list-companies.ts';
import { listCompanyProjects } from '../domain/projects/list-projects.ts';
import { createProject, deleteProject, readProjectOf, updateProject } from '../domain/projects/manage-projects.ts';
import { CompanyParams, MODULE_ROUTES, ProjectParams } from './module-access.ts';

const writeErrors = { ...errorResponses, 409: ApiErrorRef } as const;

/** The companies in scope and their projects of the deps' module, under that module's prefix. */
export function registerProjectRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = typedRoutes(scope);
  const { prefix, config } = MODULE_ROUTES[deps.module];

  app.get(
    `${prefix}/companies`,
    {
      config,
      schema: { querystring: ValidatorCompaniesQuery, response: { 200: ValidatorCompanyPageSchema, ...errorResponses } },
    },
    (request) => listValidatorCompanies({ deps, caller: callerOf(request) }, request.query),
  );

  app.get(
    `${prefix}/companies/:companyId/projects`,
    {
      config,
      schema: { params: CompanyParams, querystring: ProjectListQuery, response: { 200: ProjectPageSchema, ...errorResponses } },
    },
    (request) => listCompanyProjects({ deps, caller: callerOf(request) }, request.params.companyId, request.query),
  );

  app.post(
    `${prefix}/companies/:companyId/projects`,
    { config, schema: { params: CompanyParams, body: ProjectInput, response: { 201: ProjectSchema, ...writeErrors } } },
    async (request, reply) =>
      reply.status(201).send(await createProject({ deps, caller: callerOf(request) }, request.params.companyId, request.body)),
  );

  app.get(
    `${prefix}/projects/:projectId`,
    { config, schema: { params: ProjectParams, response: { 200: ProjectSchema, ...errorResponses } } },
    (request) => readProjectOf({ deps, caller: callerOf(request) }, request.params.projectId),
  );

  app.put(
    `${prefix}/projects/:projectId`,
    { config, schema: { params: ProjectParams, body: ProjectInput, response: { 200: ProjectSchema, ...writeErrors } } },
    (request) => updateProject({ deps, caller: callerOf(request) }, request.params.projectId, request.body),
  );

  app.delete(
    `${prefix}/projects/:projectId`,
    { config, schema: { params: ProjectParams, response: { 204: Type.Null(), ...writeErrors } } },
    async (request, reply) => {
      await deleteProject({ deps, caller: callerOf(request) }, request.params.projectId);
      return reply.status(204).send(null);
    },
  );
}
