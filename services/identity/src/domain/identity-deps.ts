import type { SessionRevocation, TokenSigner } from '@ea/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../auth/rate-limiter.ts';
import type { DirectoryReads } from '../channels/read-your-writes.ts';
import type { IdentityDb } from '../db/identity-database.ts';
import type { IdentityConfig } from '../identity-config.ts';
import type { IdentityProvider } from '../idp/identity-provider.ts';
import type { Mailer } from '../mail/mailer.ts';

/** What every use case may use; built once in register() and passed down. */
export interface IdentityDeps {
  db: IdentityDb;
  config: IdentityConfig;
  signer: TokenSigner;
  sessions: SessionRevocation;
  mailer: Mailer;
  idp: IdentityProvider;
  limiter: RateLimiter;
  /** Read-your-writes over the channels and companies learnt from the directory. */
  directory: DirectoryReads;
  /** Wakes the outbox relay after a commit that wrote events. */
  outboxWritten(): void;
  log: FastifyBaseLogger;
}
