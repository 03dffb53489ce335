import { Module } from '@ea/contracts';
import {
  AccessionParams,
  CikLookupQuery,
  CikLookupSchema,
  DownloadFilingQuery,
  FilingDetailSchema,
  FilingPageSchema,
  FilingSearchQuery,
  FormTypesSchema,
  TodaysFilingsQuery,
  TodaysFilingsSchema,
} from '@ea/contracts/edgar-eye';
import { Binary, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import type { EdgarEyeDeps } from '../deps.ts';
import { companyMatches } from '../domain/search/company-matches.ts';
import { downloadFiling } from '../domain/search/download-filing.ts';
import { listFormTypes } from '../domain/search/list-form-types.ts';
import { readFiling } from '../domain/search/read-filing.ts';
import { searchFilings } from '../domain/search/search-filings.ts';
import { todaysFilings } from '../domain/search/todays-filings.ts';

/** Every EdgarEye route needs the module (MODULE_ACCESS 2; admins bypass). EDGAR's index is public: no tenant scope. */
export const edgarEye = { access: { module: Module.edgareye } } as const;

/** Filing search, today's filings, a filing's detail and download, CIK lookup and form types. */
export function registerFilingRoutes(scope: FastifyInstance, deps: EdgarEyeDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/edgar-eye/filings',
    { config: edgarEye, schema: { querystring: FilingSearchQuery, response: { 200: FilingPageSchema, ...errorResponses } } },
    (request) => searchFilings(deps, request.query),
  );

  app.get(
    '/api/edgar-eye/todays-filings',
    { config: edgarEye, schema: { querystring: TodaysFilingsQuery, response: { 200: TodaysFilingsSchema, ...errorResponses } } },
    (request) => todaysFilings(deps, request.query),
  );

  app.get(
    '/api/edgar-eye/filings/:accession',
    { config: edgarEye, schema: { params: AccessionParams, response: { 200: FilingDetailSchema, ...errorResponses } } },
    (request) => readFiling(deps, request.params.accession),
  );

  app.get(
    '/api/edgar-eye/download-filing/:accession',
    {
      config: edgarEye,
      schema: { params: AccessionParams, querystring: DownloadFilingQuery, response: { 200: Binary, ...errorResponses } },
    },
    async (request, reply) => {
      const file = await downloadFiling(deps, request.params.accession, request.query.document);
      // Always an attachment of opaque type: a filing's HTML is someone else's markup and never runs in the app's origin.
      return reply
        .header('content-type', 'application/octet-stream')
        .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .header('x-content-type-options', 'nosniff')
        .send(file.bytes);
    },
  );

  app.get(
    '/api/edgar-eye/cik-lookup',
    { config: edgarEye, schema: { querystring: CikLookupQuery, response: { 200: CikLookupSchema, ...errorResponses } } },
    async (request) => ({ items: await companyMatches(deps.db, request.query.q, request.query.limit ?? 10) }),
  );

  app.get('/api/edgar-eye/forms', { config: edgarEye, schema: { response: { 200: FormTypesSchema, ...errorResponses } } }, async () => ({
    items: await listFormTypes(deps),
  }));
}
