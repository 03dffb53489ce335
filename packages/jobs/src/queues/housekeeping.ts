import { type Static, Type } from 'typebox';
import { defineQueue } from '../define-queue.ts';

export const HousekeepingPayload = Type.Object({
  /** Service schemas holding an outbox and/or inbox table. */
  schemas: Type.Array(Type.String({ pattern: '^[a-z_][a-z0-9_]*$', maxLength: 63 }), { minItems: 1 }),
  /** Published outbox rows and processed inbox rows older than this are deleted. */
  retentionDays: Type.Integer({ minimum: 1 }),
});
export type HousekeepingPayload = Static<typeof HousekeepingPayload>;

export interface HousekeepingSchemaResult {
  schema: string;
  /** Null when the schema lacks the outbox and inbox tables (its service is not migrated). */
  outboxDeleted: number | null;
  inboxDeleted: number | null;
}

export interface HousekeepingResult {
  cutoff: string;
  schemas: HousekeepingSchemaResult[];
}

/** How often the worker host runs housekeeping. */
export const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000;

/** Deletes outbox rows long since published and inbox rows long since processed. */
export const housekeepingQueue = defineQueue<HousekeepingPayload, HousekeepingResult>({
  name: 'housekeeping',
  jobId: (p) => `housekeeping-${p.retentionDays}d-${p.schemas.join('.')}`,
  payload: HousekeepingPayload,
  attempts: 3,
  // A failed sweep is retried a little later; the next hourly run catches up on anything missed.
  backoff: { type: 'exponential', delay: 30_000 },
  keepCompleted: { count: 48 },
});
