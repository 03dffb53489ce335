/** The logging surface the hub needs; a pino logger satisfies it. */
export interface HubLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** Used when the host passes no logger: the hub still reports its failures somewhere visible. */
export const consoleLogger: HubLogger = {
  info: (details, message) => console.info(message ?? '', details),
  warn: (details, message) => console.warn(message ?? '', details),
  error: (details, message) => console.error(message ?? '', details),
};
