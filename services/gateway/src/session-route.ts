import { claimsOf } from '@ea/service-kit';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

const Session = Type.Object({
  userId: Type.String(),
  email: Type.String(),
  channelId: Type.Union([Type.Integer(), Type.Null()]),
  roles: Type.Array(Type.String()),
  modules: Type.Array(Type.Integer()),
  features: Type.Array(Type.String()),
  admin: Type.Boolean(),
  singleCompanyId: Type.Union([Type.Integer(), Type.Null()]),
});

/** GET /api/session: what the server knows of the caller, from its verified token. */
export function registerSessionRoute(app: FastifyInstance): void {
  app.get(
    '/api/session',
    { config: { access: {} }, schema: { tags: ['platform'], summary: 'The signed-in caller', response: { 200: Session } } },
    async (request) => {
      const { sub, ...rest } = claimsOf(request);
      return { userId: sub, ...rest };
    },
  );
}
