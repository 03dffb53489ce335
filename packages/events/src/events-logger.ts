/** The logging the bus and the relay need; a pino or Fastify logger fits it as is. */
export interface EventsLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

/** Used when no logger is given: problems go to stderr, routine information is dropped. */
export const stderrLogger: EventsLogger = {
  info: () => {},
  warn: (fields, message) => console.warn(`[events] ${message}`, fields),
  error: (fields, message) => console.error(`[events] ${message}`, fields),
};
