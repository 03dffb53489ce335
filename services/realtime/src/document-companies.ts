import { DocumentState, type EventEnvelope } from '@ea/contracts';
import { type DocumentEventType, LIBRARY_EVENTS } from '@ea/contracts/library';
import { eventReader } from '@ea/events';
import type { Redis } from 'ioredis';
import type { HubLogger } from './hub-logger.ts';

/** The library's events as its contract types them; null for a payload the contract refuses. */
const readLibraryEvent = eventReader(LIBRARY_EVENTS);

/**
 * The library's document event types. A record over the contract's type, so a document event type
 * added to the contract does not compile until the projection is told of it.
 */
const DOCUMENT_EVENT_TYPES: Readonly<Record<DocumentEventType, true>> = {
  'document.created': true,
  'document.updated': true,
  'document.deleted': true,
  'document.restored': true,
  'document.versioned': true,
  'document.released': true,
  'document.index-saved': true,
  'document.xbrl-updated': true,
};

function isDocumentEventType(type: string): type is DocumentEventType {
  return Object.hasOwn(DOCUMENT_EVENT_TYPES, type);
}

/** Narrows a library event to its document events. */
function isDocumentEvent<E extends { type: string }>(event: E): event is Extract<E, { type: DocumentEventType }> {
  return isDocumentEventType(event.type);
}

/**
 * Applies one document fact only when it is not older than the last one applied for that document,
 * so a redelivered or late event never resurrects a deleted document or undoes a move. Answers 1
 * only when the document's company changed (deletion and restoration included): every save
 * publishes a document event, and a room check for each would cost a request to every hub.
 * KEYS: companies hash, applied-at hash. ARGV: document id, occurredAt (ms), company id ('' = deleted).
 */
const APPLY_SCRIPT = `
local at = tonumber(ARGV[2])
local previous = redis.call('HGET', KEYS[2], ARGV[1])
if previous and tonumber(previous) > at then return 0 end
redis.call('HSET', KEYS[2], ARGV[1], ARGV[2])
local current = redis.call('HGET', KEYS[1], ARGV[1]) or ''
if current == ARGV[3] then return 0 end
if ARGV[3] == '' then redis.call('HDEL', KEYS[1], ARGV[1]) else redis.call('HSET', KEYS[1], ARGV[1], ARGV[3]) end
return 1
`;

/**
 * Which company each document belongs to, learnt from the library's events (the hub never reads
 * the library's tables). Kept in Redis so every hub process shares one projection.
 */
export interface DocumentCompanies {
  /** The document's company; null while the hub has not heard of it or it is deleted (visible to admins only). */
  companyOf(documentId: string): Promise<number | null>;
  /**
   * Applies a document event; returns the document id when the document's company changed (it
   * was learnt, moved, deleted or restored), null when the event is not a document event, breaks
   * the library's contract, is older than what is already known or leaves the company as it was.
   * Every document event carries the document's state, so the projection follows that state
   * whatever the event's type.
   */
  apply(event: EventEnvelope): Promise<string | null>;
}

export function createDocumentCompanies(redis: Redis, keyPrefix: string, logger: HubLogger): DocumentCompanies {
  const companiesKey = `${keyPrefix}:document-companies`;
  const appliedAtKey = `${keyPrefix}:document-companies:applied-at`;
  return {
    async companyOf(documentId) {
      const value = await redis.hget(companiesKey, documentId);
      return value === null ? null : Number(value);
    },
    async apply(event) {
      if (!isDocumentEventType(event.type)) return null;
      const fact = documentFactOf(event);
      if (fact === null) {
        logger.warn({ eventId: event.id, type: event.type }, 'document event that breaks the library’s contract');
        return null;
      }
      const company = fact.companyId === null ? '' : String(fact.companyId);
      const changed = await redis.eval(APPLY_SCRIPT, 2, companiesKey, appliedAtKey, fact.id, String(fact.at), company);
      return changed === 1 ? fact.id : null;
    },
  };
}

/** The document's company after the event, null while it is deleted (visible to admins only), and the event's time. */
function documentFactOf(envelope: EventEnvelope): { id: string; companyId: number | null; at: number } | null {
  const event = readLibraryEvent(envelope);
  const at = Date.parse(envelope.occurredAt);
  if (event === null || !isDocumentEvent(event) || Number.isNaN(at)) return null;
  const { id, companyId, state } = event.payload;
  return { id, companyId: state === DocumentState.deleted ? null : companyId, at };
}
