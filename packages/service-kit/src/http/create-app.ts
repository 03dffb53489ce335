import { randomUUID } from 'node:crypto';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { type AuthOptions, authenticate } from '../auth/authenticate.ts';
import { answerClientError, answerFrameworkError } from './client-errors.ts';
import { type FallbackHandler, installErrorHandler } from './error-handler.ts';
import { type HealthCheck, registerHealth } from './health.ts';
import { registerOpenApi } from './openapi.ts';
import { buildRuledValidator, declareRuleKeywords } from './request-schema-rules.ts';
import { registerSecurityHeaders } from './security-headers.ts';

export interface CreateAppOptions extends AuthOptions {
  /** Shown in the OpenAPI document. */
  title: string;
  version: string;
  healthChecks: Record<string, HealthCheck>;
  logger?: FastifyServerOptions['loggerInstance'] | boolean;
  bodyLimit?: number;
  /** Answers unmatched GET requests outside the API instead of a 404 (the gateway's SPA fallback). */
  fallback?: FallbackHandler;
}

export type App = FastifyInstance;

/**
 * The one way to build an HTTP app: request ids, pino logs (tokens redacted), the error shape,
 * bearer-token verification and declared access on every route, OpenAPI at /api/docs, and
 * /api/health. Routes are registered afterwards by the caller (services' plugins).
 */
export async function createApp(options: CreateAppOptions): Promise<App> {
  const logger =
    options.logger === undefined || options.logger === true
      ? { level: process.env.LOG_LEVEL ?? 'info', redact: ['req.headers.authorization', 'req.headers.cookie'] }
      : options.logger;
  const app = Fastify({
    ...(typeof logger === 'object' && logger !== null && 'child' in logger ? { loggerInstance: logger } : { logger }),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    requestIdHeader: false,
    bodyLimit: options.bodyLimit ?? 1_048_576,
    ajv: {
      // Every failing field is answered at once; `verbose` hands each failure its schema, which
      // the error handler puts into words.
      customOptions: { allErrors: true, coerceTypes: 'array', removeAdditional: true, verbose: true },
      plugins: [declareRuleKeywords],
    },
    schemaController: { compilersFactory: { buildValidator: buildRuledValidator } },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerSecurityHeaders(app);
  installErrorHandler(app, options.fallback);
  await registerOpenApi(app, options.title, options.version);
  await app.register(authenticate, { verifyToken: options.verifyToken, isSessionActive: options.isSessionActive });
  registerHealth(app, options.healthChecks);
  return app as unknown as App;
}
