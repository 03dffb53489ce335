/** The structured logger the host writes to; a pino or Fastify logger fits. */
export interface HostLogger {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
  error(fields: object, message: string): void;
}
