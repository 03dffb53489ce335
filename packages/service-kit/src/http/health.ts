import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';

export type HealthCheck = () => Promise<void>;

const CheckResult = Type.Object({ ok: Type.Boolean(), ms: Type.Number(), error: Type.Optional(Type.String()) });
const HealthBody = Type.Object({
  status: Type.Union([Type.Literal('ok'), Type.Literal('degraded')]),
  checks: Type.Record(Type.String(), CheckResult),
});

/** Each dependency reported separately; 503 when any fails so a load balancer takes it out. */
export function registerHealth(app: FastifyInstance, checks: Record<string, HealthCheck>, timeoutMs = 2000): void {
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { tags: ['platform'], summary: 'Health of the service and its dependencies', response: { 200: HealthBody, 503: HealthBody } },
    },
    async (_request, reply) => {
      const entries = await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          const started = performance.now();
          try {
            await withTimeout(check(), timeoutMs);
            return [name, { ok: true, ms: Math.round(performance.now() - started) }] as const;
          } catch (error) {
            return [name, { ok: false, ms: Math.round(performance.now() - started), error: (error as Error).message }] as const;
          }
        }),
      );
      const ok = entries.every(([, r]) => r.ok);
      return reply.status(ok ? 200 : 503).send({ status: ok ? 'ok' : 'degraded', checks: Object.fromEntries(entries) });
    },
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
