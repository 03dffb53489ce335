import type { EventEnvelope } from '@ea/contracts';
import type { Static, TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** A service's event types with their payload schemas, as its contract declares them. */
export type EventCatalog = Readonly<Record<string, TSchema>>;

/** An envelope of one of the catalog's types, its payload typed by that type's schema. */
export type CatalogEnvelope<C extends EventCatalog> = {
  [T in keyof C & string]: EventEnvelope<Static<C[T]>> & { type: T };
}[keyof C & string];

/**
 * Reads envelopes against a producer's contract: answers the envelope typed by its event type when
 * the type is the catalog's and the payload matches that type's schema, and null otherwise, so a
 * consumer never casts a payload and never applies one its producer could not have written.
 */
export function eventReader<C extends EventCatalog>(catalog: C): (envelope: EventEnvelope) => CatalogEnvelope<C> | null {
  const checks = new Map<string, ReturnType<typeof Compile>>();
  const isOfCatalog = (envelope: EventEnvelope): envelope is CatalogEnvelope<C> => {
    const schema = Object.hasOwn(catalog, envelope.type) ? catalog[envelope.type] : undefined;
    if (!schema) return false;
    let check = checks.get(envelope.type);
    if (!check) {
      check = Compile(schema);
      checks.set(envelope.type, check);
    }
    return check.Check(envelope.payload);
  };
  return (envelope) => (isOfCatalog(envelope) ? envelope : null);
}
