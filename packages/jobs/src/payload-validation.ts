import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';

/** A job payload that does not match its queue's schema; never worth retrying. */
export class PayloadValidationError extends Error {
  constructor(
    readonly queue: string,
    readonly problems: string[],
  ) {
    super(`invalid payload for queue "${queue}": ${problems.join('; ')}`);
    this.name = 'PayloadValidationError';
  }
}

/**
 * A payload check: either a TypeBox schema (compiled once) or a function that returns the typed
 * payload and throws on bad input.
 */
export type PayloadCheck<Payload> = TSchema | ((value: unknown) => Payload);

/** Turns a payload check into one parse function that throws PayloadValidationError. */
export function payloadParser<Payload>(queue: string, check: PayloadCheck<Payload>): (value: unknown) => Payload {
  if (typeof check === 'function') {
    return (value) => {
      try {
        return check(value);
      } catch (error) {
        throw new PayloadValidationError(queue, [error instanceof Error ? error.message : String(error)]);
      }
    };
  }
  const validator = Compile(check);
  return (value) => {
    if (validator.Check(value)) return value as Payload;
    const problems = validator.Errors(value).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new PayloadValidationError(queue, problems);
  };
}
