import { ApiErrorSchema } from '@ea/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** OpenAPI generated from the route schemas; the UI at /api/docs, the document at /api/docs/json. */
export async function registerOpenApi(app: FastifyInstance, title: string, version: string): Promise<void> {
  app.addSchema(ApiErrorSchema);
  await app.register(swagger, {
    openapi: {
      info: { title, version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: ({ schema, url, route }) => {
      const access = route.config?.access;
      const guarded = access !== undefined && access !== 'public';
      return { schema: guarded ? { ...schema, security: [{ bearer: [] }] } : schema, url };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
