import type { AnyDb, SchemaMigrations } from '@ea/db';
import type { EventBus } from '@ea/events';
import type { AnyProcessorDefinition, QueueClient, QueueDef } from '@ea/jobs';
import type { ObjectStorage } from '@ea/storage';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionRevocation } from './auth/session-revocation.ts';

/**
 * What a service's routes get: its database, Redis, the bus, object storage, queue producers and
 * a way to wake the outbox relay. A service's jobs get the same resources (jobs' WorkerContext),
 * so one deps builder serves both.
 */
export interface ServiceContext {
  db: AnyDb;
  redis: Redis;
  bus: EventBus;
  /** The process's one revocation list: revoke through it, so the guards of this process see it at once. */
  sessions: SessionRevocation;
  storage: ObjectStorage;
  /** The process's producer for a queue, connected on first use and closed with the process. */
  queue<Payload, Result>(def: QueueDef<Payload, Result>): QueueClient<Payload, Result>;
  /** Call after a transaction that wrote outbox rows, so they are published without waiting for the poll. */
  outboxWritten(): void;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * A service: one domain, its own schema, routes, events and jobs. The gateway mounts it
 * in-process on one machine or proxies its prefixes to its URL (SERVICE_URLS) when it runs as its
 * own process; the realtime hub relays its topic; the worker host runs its jobs. Loading a
 * definition loads no Fastify: `register` imports the routes when it runs.
 */
export interface ServiceDefinition {
  name: string;
  /** The topic its events are published on; null for a service that publishes none. */
  topic: string | null;
  /** The Postgres schema it owns, with its migrations (outbox and audit tables included). */
  database: SchemaMigrations | null;
  /** URL prefixes the gateway routes to it, e.g. ['/api/auth', '/api/user']; every route it registers starts with one. */
  prefixes: readonly string[];
  /** Its queues' processors, run by the worker host. */
  jobs: readonly AnyProcessorDefinition[];
  /** Environment variables it needs beyond the platform ones (see platform-env.ts). */
  env: readonly string[];
  register(app: FastifyInstance, context: ServiceContext): Promise<void>;
}
