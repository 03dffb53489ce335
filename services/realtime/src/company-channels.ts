import type { EventEnvelope } from '@ea/contracts';
import { DIRECTORY_EVENTS, isCompanyEvent, isCompanyEventType } from '@ea/contracts/directory';
import { eventReader } from '@ea/events';
import type { Redis } from 'ioredis';
import type { HubLogger } from './hub-logger.ts';

/** The directory's events as its contract types them; null for a payload the contract refuses. */
const readDirectoryEvent = eventReader(DIRECTORY_EVENTS);

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
   * event is not a company event, breaks the directory's contract or is older than what is already
   * known. Every company event carries the company's state ({ id, channelId, deleted }), so the
   * projection follows that state whatever the event's type, a restore included.
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
      if (!isCompanyEventType(event.type)) return null;
      const fact = companyFactOf(event);
      if (fact === null) {
        logger.warn({ eventId: event.id, type: event.type }, 'company event that breaks the directory’s contract');
        return null;
      }
      const channel = fact.channelId === null ? '' : String(fact.channelId);
      const changed = await redis.eval(APPLY_SCRIPT, 2, channelsKey, appliedAtKey, String(fact.id), String(fact.at), channel);
      return changed === 1 ? fact.id : null;
    },
  };
}

/** The company's channel after the event, null while it is deleted (visible to admins only), and the event's time. */
function companyFactOf(envelope: EventEnvelope): { id: number; channelId: number | null; at: number } | null {
  const event = readDirectoryEvent(envelope);
  const at = Date.parse(envelope.occurredAt);
  if (event === null || !isCompanyEvent(event) || Number.isNaN(at)) return null;
  const { id, channelId, deleted } = event.payload;
  return { id, channelId: deleted ? null : channelId, at };
}
