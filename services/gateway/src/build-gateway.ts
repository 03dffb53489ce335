import { type App, createApp, type Platform, type ServiceDefinition, serviceContext } from '@ea/service-kit';
import proxy from '@fastify/http-proxy';
import type { FastifyServerOptions } from 'fastify';
import { registerSessionRoute } from './session-route.ts';
import { registerSpa, spaFallback } from './spa.ts';

export interface GatewayOptions {
  platform: Platform;
  /** Services mounted in this process. */
  local: readonly ServiceDefinition[];
  /** Services running as their own process: their prefixes are proxied to these URLs. */
  remote: readonly { service: ServiceDefinition; url: string }[];
  /** The built SPA; omitted for an API-only gateway. */
  staticDir?: string;
  /** A separate realtime hub to proxy /socket.io to (otherwise the hub attaches to this server). */
  realtimeUrl?: string;
  version: string;
  outboxWritten(): void;
  logger?: FastifyServerOptions['loggerInstance'] | boolean;
}

/** The single HTTP entry: SPA, fe_assets/version.json, and api/… and dita/… for every service. */
export async function buildGateway(options: GatewayOptions): Promise<App> {
  const { platform } = options;
  const app = await createApp({
    title: 'EA Filing Suite API',
    version: options.version,
    verifyToken: platform.verifyToken,
    isSessionActive: (claims) => platform.sessions.isActive(claims),
    logger: options.logger,
    fallback: options.staticDir ? spaFallback : undefined,
    healthChecks: {
      db: () => platform.database.ping(),
      redis: async () => {
        await platform.redis.ping();
      },
      bus: () => platform.bus.ping(),
    },
  });
  registerSessionRoute(app);

  const context = serviceContext(platform, options.outboxWritten);
  for (const service of options.local) {
    await app.register(async (scope) => service.register(scope, context));
  }
  for (const { service, url } of options.remote) {
    for (const prefix of service.prefixes) {
      // The remote service checks the token itself; the gateway only forwards.
      await app.register(proxy, { upstream: url, prefix, rewritePrefix: prefix, config: { access: 'public' } });
    }
  }
  if (options.realtimeUrl) {
    await app.register(proxy, { upstream: options.realtimeUrl, prefix: '/socket.io', rewritePrefix: '/socket.io', websocket: true });
  }
  if (options.staticDir) await registerSpa(app, options.staticDir);
  return app;
}
