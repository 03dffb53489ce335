import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { EventBus, Subscription } from '@ea/events';
import type { VerifyAccessToken } from '@ea/service-kit/access-tokens';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import { Server, type ServerOptions } from 'socket.io';
import { createCompanyChannels } from './company-channels.ts';
import { followCompanyChannels } from './company-projection.ts';
import { createDocumentCompanies } from './document-companies.ts';
import { followDocumentCompanies } from './document-projection.ts';
import { trackDocumentReaders } from './document-readers.ts';
import { relayEvents } from './event-relay.ts';
import { authenticateHandshake } from './handshake-auth.ts';
import { consoleLogger, type HubLogger } from './hub-logger.ts';
import type { HubServer } from './hub-types.ts';
import { joinOwnRooms } from './own-rooms.ts';
import { type AuthorizeRoom, createDefaultRoomPolicy } from './room-policy.ts';
import { handleRoomRequests } from './room-requests.ts';
import { disconnectAtExpiry, endRevokedSessions, type HubSessions } from './session-lifetime.ts';

const HEALTH_TIMEOUT_MS = 2_000;

export interface RealtimeHubOptions {
  /** Attach to this server (the gateway mounts the hub in-process); the hub never closes it. */
  httpServer?: http.Server;
  /** Or listen on this port (0 picks a free one) on a server the hub owns. */
  port?: number;
  redisUrl: string;
  verifyToken: VerifyAccessToken;
  bus: EventBus;
  /** Topics relayed to browsers: the services' (see @ea/services), unless REALTIME_TOPICS names others. */
  topics: readonly string[];
  /** Consumer group shared by all hubs; defaults to `realtime` (the projections use `<group>-company-channels` and `<group>-document-companies`). */
  group?: string;
  /** This hub's name in the group; defaults to host name and pid. */
  consumer?: string;
  /** Prefix of the hub's Redis keys and adapter channels; hubs that share rooms share it. Defaults to `realtime`. */
  keyPrefix?: string;
  logger?: HubLogger;
  /**
   * Service-kit's SessionRevocation of this process: handshakes of revoked sessions are refused,
   * and live sockets of a user are disconnected as soon as a revocation is announced. Required,
   * so no hub can be started that keeps serving signed-out, suspended or deleted users.
   */
  sessions: HubSessions;
  /** How often every live socket is checked again, in case an announcement was missed. Default 5 s. */
  sessionSweepMs?: number;
  /** Replaces the default room policy (see createDefaultRoomPolicy). */
  authorizeRoom?: AuthorizeRoom;
  /** Cross-origin access; off unless given, since the SPA is served from the gateway's origin. */
  cors?: ServerOptions['cors'];
}

export interface RealtimeHub {
  io: HubServer;
  /** The port listened on when the hub owns its server, else undefined. */
  port: number | undefined;
  /** Stops relaying, disconnects this hub's sockets and releases its Redis connections. */
  close(): Promise<void>;
}

/**
 * Starts a Socket.IO hub: authenticates every handshake with the access token, puts sockets in
 * the rooms their tenant scope gives them, lets them join company/document/form rooms the policy
 * allows, ends the sockets of revoked sessions, and relays bus events to the rooms of each
 * event's scope. Hubs in several processes pointing at the same Redis share rooms through the
 * Redis adapter.
 */
export async function createRealtimeHub(options: RealtimeHubOptions): Promise<RealtimeHub> {
  if ((options.httpServer === undefined) === (options.port === undefined)) {
    throw new Error('createRealtimeHub needs exactly one of httpServer or port');
  }
  const logger = options.logger ?? consoleLogger;
  const keyPrefix = options.keyPrefix ?? 'realtime';
  const group = options.group ?? 'realtime';
  const consumer = options.consumer ?? `${os.hostname()}-${process.pid}`;

  const pubClient = new Redis(options.redisUrl);
  const subClient = pubClient.duplicate();
  for (const client of [pubClient, subClient]) {
    client.on('error', (error) => logger.error({ err: error }, 'realtime hub redis connection error'));
  }
  const companyChannels = createCompanyChannels(pubClient, keyPrefix, logger);
  const documentCompanies = createDocumentCompanies(pubClient, keyPrefix, logger);
  const authorizeRoom = options.authorizeRoom ?? createDefaultRoomPolicy(companyChannels, documentCompanies);
  const trackRoom = trackDocumentReaders(documentCompanies);

  const ownServer = options.httpServer === undefined;
  const httpServer = options.httpServer ?? http.createServer(healthResponder(pubClient, options.bus));
  const io: HubServer = new Server(httpServer, {
    path: '/socket.io',
    serveClient: false,
    cors: options.cors,
    adapter: createAdapter(pubClient, subClient, { key: `${keyPrefix}:socket.io` }),
  });
  io.use(authenticateHandshake(options.verifyToken, options.sessions));
  io.use(joinOwnRooms(authorizeRoom, logger));
  io.on('connection', (socket) => {
    // A revocation announced while this handshake was under way found no connected socket to end.
    if (!options.sessions.isActive(socket.data.claims)) {
      socket.disconnect(true);
      return;
    }
    disconnectAtExpiry(socket);
    handleRoomRequests(socket, authorizeRoom, logger, trackRoom);
  });

  const stopEndingRevoked = endRevokedSessions(io, options.sessions, options.sessionSweepMs ?? 5_000);

  const subscriptions: Subscription[] = [];
  const close = async (): Promise<void> => {
    stopEndingRevoked();
    await Promise.allSettled(subscriptions.map((subscription) => subscription.close()));
    if (ownServer) {
      await io.close();
    } else {
      // io.close() would also close the gateway's server, which belongs to the gateway.
      io.local.disconnectSockets(true);
      io.engine.close();
      await io.of('/').adapter.close();
    }
    await Promise.allSettled([pubClient.quit(), subClient.quit()]);
  };

  try {
    // The adapter subscribes on construction without waiting; a PING queued behind those
    // subscriptions returns once they are in place, so no broadcast from another hub is missed.
    await subClient.ping();
    subscriptions.push(
      await followCompanyChannels({ io, bus: options.bus, companyChannels, authorizeRoom, group: `${group}-company-channels`, consumer }),
      await followDocumentCompanies({
        io,
        bus: options.bus,
        documentCompanies,
        authorizeRoom,
        trackRoom,
        group: `${group}-document-companies`,
        consumer,
      }),
      ...(await relayEvents({ io, bus: options.bus, topics: options.topics, group, consumer })),
    );
    const port = ownServer ? await listen(httpServer, options.port ?? 0) : undefined;
    return { io, port, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** `GET /api/health` on the hub's own server (the same path as every process), for orchestrators of the standalone hub. */
function healthResponder(redis: Redis, bus: EventBus): http.RequestListener {
  return (request, response) => {
    if (request.method !== 'GET' || request.url !== '/api/health') {
      response.writeHead(404).end();
      return;
    }
    // A Redis that is down makes commands wait for reconnection; the probe must answer anyway.
    const timeout = new Promise((_, reject) => setTimeout(reject, HEALTH_TIMEOUT_MS).unref());
    Promise.race([Promise.all([redis.ping(), bus.ping()]), timeout]).then(
      () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}'),
      () => response.writeHead(503, { 'content-type': 'application/json' }).end('{"status":"unavailable"}'),
    );
  };
}

function listen(server: http.Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}
