import type { EventEnvelope } from '@ea/contracts';
import { type BackoffPolicy, backoffMs, delay } from './backoff.ts';
import type { EventHandler } from './event-bus.ts';
import type { EventsLogger } from './events-logger.ts';

export interface HandlerRetryPolicy extends BackoffPolicy {
  /** Attempts in all, the first one included, before the event goes to the dead letters. */
  maxAttempts: number;
}

export const defaultHandlerRetry: HandlerRetryPolicy = { maxAttempts: 5, baseMs: 200, maxMs: 5_000 };

export type HandlerOutcome =
  | { kind: 'handled' }
  /** Every attempt failed: the caller dead-letters the event. */
  | { kind: 'failed'; error: unknown; attempts: number }
  /** The subscription is closing: the event stays unacknowledged and is delivered again later. */
  | { kind: 'stopped' };

/**
 * Runs the handler until it resolves, retrying with backoff. The caller keeps the event's ordering
 * key blocked meanwhile, so later events of the same aggregate never overtake a failing one.
 */
export async function handleWithRetries(
  handler: EventHandler,
  event: EventEnvelope,
  policy: HandlerRetryPolicy,
  stop: AbortSignal,
  logger: EventsLogger,
): Promise<HandlerOutcome> {
  for (let attempt = 1; ; attempt++) {
    try {
      await handler(event);
      return { kind: 'handled' };
    } catch (error) {
      if (stop.aborted) return { kind: 'stopped' };
      if (attempt >= policy.maxAttempts) return { kind: 'failed', error, attempts: attempt };
      logger.warn({ err: error, eventId: event.id, type: event.type, attempt }, 'event handler failed, retrying');
      await delay(backoffMs(attempt, policy), stop);
      if (stop.aborted) return { kind: 'stopped' };
    }
  }
}
