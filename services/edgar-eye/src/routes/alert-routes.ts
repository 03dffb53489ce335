import { ApiError, DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '@ea/contracts';
import {
  AlertBody,
  AlertIdParams,
  AlertListSchema,
  AlertSchema,
  AlertUpdateBody,
  EdgarEyeErrors,
  GeneratedAlertPageSchema,
  GeneratedAlertsQuery,
  SeenBody,
  SeenResultSchema,
} from '@ea/contracts/edgar-eye';
import { ApiErrorRef, callerOf, errorResponses, typedRoutes } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { listGeneratedAlerts, markSeen } from '../db/alerts-repository.ts';
import type { EdgarEyeDeps } from '../deps.ts';
import { addAlert, changeAlert, removeAlert, userAlerts } from '../domain/alerts/manage-alerts.ts';
import { edgarEye } from './filing-routes.ts';

const writeErrors = { ...errorResponses, 409: ApiErrorRef } as const;

/** A user's own alerts and the alerts they generated: every query is by the caller's id, never a given one. */
export function registerAlertRoutes(scope: FastifyInstance, deps: EdgarEyeDeps): void {
  const app = typedRoutes(scope);

  app.get(
    '/api/edgar-eye/alerts/user',
    { config: edgarEye, schema: { response: { 200: AlertListSchema, ...errorResponses } } },
    async (request) => ({ items: await userAlerts({ deps, caller: callerOf(request) }) }),
  );

  app.post(
    '/api/edgar-eye/alerts/add',
    { config: edgarEye, schema: { body: AlertBody, response: { 201: AlertSchema, ...writeErrors } } },
    async (request, reply) => reply.status(201).send(await addAlert({ deps, caller: callerOf(request) }, request.body)),
  );

  app.put(
    '/api/edgar-eye/alerts/update/:id',
    { config: edgarEye, schema: { params: AlertIdParams, body: AlertUpdateBody, response: { 200: AlertSchema, ...writeErrors } } },
    (request) => changeAlert({ deps, caller: callerOf(request) }, request.params.id, request.body),
  );

  app.delete(
    '/api/edgar-eye/alerts/delete/:id',
    { config: edgarEye, schema: { params: AlertIdParams, response: { 204: Type.Null(), ...errorResponses } } },
    async (request, reply) => {
      await removeAlert({ deps, caller: callerOf(request) }, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/edgar-eye/alerts/generated',
    { config: edgarEye, schema: { querystring: GeneratedAlertsQuery, response: { 200: GeneratedAlertPageSchema, ...errorResponses } } },
    async (request) => {
      const page = request.query.page ?? DEFAULT_PAGE;
      const size = request.query.size ?? DEFAULT_PAGE_SIZE;
      const result = await listGeneratedAlerts(deps.db, callerOf(request).claims.sub, {
        unseen: request.query.unseen ?? false,
        page,
        size,
      });
      return { ...result, page, size };
    },
  );

  app.post(
    '/api/edgar-eye/alerts/seen',
    { config: edgarEye, schema: { body: SeenBody, response: { 200: SeenResultSchema, ...errorResponses } } },
    async (request) => {
      const unseen = await markSeen(deps.db, callerOf(request).claims.sub, request.body.ids);
      if (unseen === null) throw new ApiError('notFound', EdgarEyeErrors.alertNotFound);
      return { unseen };
    },
  );
}
