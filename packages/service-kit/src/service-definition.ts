import type { AnyDb, SchemaMigrations } from '@ea/db';
import type { EventBus } from '@ea/events';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { SessionRevocation } from './auth/session-revocation.ts';

/** What a service's routes get: its database, Redis, the bus, and a way to wake the outbox relay. */
export interface ServiceContext {
  db: AnyDb;
  redis: Redis;
  bus: EventBus;
  /** The process's one revocation list: revoke through it, so the guards of this process see it at once. */
  sessions: SessionRevocation;
  /** Call after a transaction that wrote outbox rows, so they are published without waiting for the poll. */
  outboxWritten(): void;
  env: Readonly<Record<string, string | undefined>>;
}

/**
 * A service: one domain, its own schema and routes. The gateway mounts it in-process on one
 * machine or proxies its prefixes to SERVICE_URL_<NAME> when it runs as its own process.
 */
export interface ServiceDefinition {
  name: string;
  /** The Postgres schema it owns, with its migrations (outbox and audit tables included). */
  database: SchemaMigrations | null;
  /** URL prefixes the gateway routes to it, e.g. ['/api/auth', '/api/user']. */
  prefixes: string[];
  /** Environment variables it needs beyond the platform ones (see platform-env.ts). */
  env: readonly string[];
  register(app: FastifyInstance, context: ServiceContext): Promise<void>;
}
