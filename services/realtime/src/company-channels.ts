import type { EventEnvelope } from '@ea/contracts';
import type { Redis } from 'ioredis';
import type { HubLogger } from './hub-logger.ts';

/** Topic whose company events feed the projection. */
export const DIRECTORY_TOPIC = 'directory';

/** Aggregate type of the directory's company events (company.created, .updated, .deleted, .restored). */
const COMPANY_AGGREGATE = 'company';

/**
 * Applies one company fact only when it is not older than the last one applied for that company,
 * so a redelivered or late event never resurrects a deleted company or undoes a channel move.
 * KEYS: channels hash, applied-at hash. ARGV: company id, occurredAt (ms), channel id ('' = deleted or in no channel).
 */
const APPLY_SCRIPT = `
local at = tonumber(ARGV[2])
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous and tonumber(previous) > at then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) end
return 1
`;

/**
 * Which channel each company belongs to, learnt from the directory's events (the hub never reads
 * the directory's tables). Kept in Redis so every hub process shares one projection.
 */
export interface CompanyChannels {
  channelOf(companyId: number): Promise<number | null>;
  /**
   * Applies a company event; returns the company id when the projection changed, null when the
   * event is not a company event, is malformed or is older than what is already known. Every
   * company event carries the company's state ({ id, channelId, deleted }), so the projection
   * follows that state whatever the event's type, a restore included.
   */
  apply(event: EventEnvelope): Promise<number | null>;
}

export function createCompanyChannels(redis: Redis, keyPrefix: string, logger: HubLogger): CompanyChannels {
  const channelsKey = `${keyPrefix}:company-channels`;
  const appliedAtKey = `${keyPrefix}:company-channels:applied-at`;
  return {
    async channelOf(companyId) {
      const value = await redis.hget(channelsKey, String(companyId));
      return value === null ? null : Number(value);
    },
    async apply(event) {
      if (event.aggregateType !== COMPANY_AGGREGATE) return null;
      const fact = companyFactOf(event);
      if (fact === null) {
        logger.warn({ eventId: event.id, type: event.type }, 'company event without a usable { id, channelId, deleted } payload');
        return null;
      }
      const channel = fact.channelId === null ? '' : String(fact.channelId);
      const changed = await redis.eval(APPLY_SCRIPT, 2, channelsKey, appliedAtKey, String(fact.id), String(fact.at), channel);
      return changed === 1 ? fact.id : null;
    },
  };
}

function companyFactOf(event: EventEnvelope): { id: number; channelId: number | null; at: number } | null {
  const payload = event.payload as { id?: unknown; channelId?: unknown; deleted?: unknown } | null;
  const at = Date.parse(event.occurredAt);
  if (!payload || !isPositiveInteger(payload.id) || typeof payload.deleted !== 'boolean' || Number.isNaN(at)) return null;
  if (payload.deleted) return { id: payload.id, channelId: null, at };
  // A company outside every channel is visible to admins only, exactly like a deleted one.
  if (payload.channelId === null) return { id: payload.id, channelId: null, at };
  if (!isPositiveInteger(payload.channelId)) return null;
  return { id: payload.id, channelId: payload.channelId, at };
}

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0;
}
