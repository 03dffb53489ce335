import {
  TAXONOMY_PACKAGE_MAX_BYTES,
  TaxonomyPackageErrors,
  TaxonomyPackageListSchema,
  TaxonomyPackageSchema,
} from '@ea/contracts/validator';
import { ApiErrorRef, callerOf, errorResponses, readUpload, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { ModuleDeps } from '../deps.ts';
import { deleteTaxonomyPackage, listTaxonomyPackages, uploadTaxonomyPackage } from '../domain/taxonomy/manage-packages.ts';
import { PackageRefusals } from '../domain/taxonomy/read-package.ts';
import { MODULE_ROUTES, PackageParams } from './module-access.ts';

const uploadErrors = { ...errorResponses, 409: ApiErrorRef, 413: ApiErrorRef, 415: ApiErrorRef, 422: ApiErrorRef } as const;

/** The caller's channel's taxonomy packages of the deps' module: listed, uploaded, deleted. */
export function registerTaxonomyPackageRoutes(scope: FastifyInstance, deps: ModuleDeps): void {
  const app = typedRoutes(scope);
  const { prefix, config } = MODULE_ROUTES[deps.module];

  app.get(
    `${prefix}/taxonomy-packages`,
    { config, schema: { response: { 200: TaxonomyPackageListSchema, ...errorResponses } } },
    (request) => listTaxonomyPackages({ deps, caller: callerOf(request) }),
  );

  app.post(
    `${prefix}/taxonomy-packages`,
    { config, schema: { consumes: ['multipart/form-data'], response: { 201: TaxonomyPackageSchema, ...uploadErrors } } },
    async (request, reply) => {
      const upload = await readUpload(request, 'file', TAXONOMY_PACKAGE_MAX_BYTES, TaxonomyPackageErrors.fileKind);
      if (upload.truncated) throw PackageRefusals.fileTooLarge();
      return reply.status(201).send(await uploadTaxonomyPackage({ deps, caller: callerOf(request) }, upload));
    },
  );

  app.delete(
    `${prefix}/taxonomy-packages/:packageId`,
    { config, schema: { params: PackageParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await deleteTaxonomyPackage({ deps, caller: callerOf(request) }, request.params.packageId);
      return reply.status(204).send(null);
    },
  );
}
