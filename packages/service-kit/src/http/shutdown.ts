import type { FastifyBaseLogger } from 'fastify';

export type Closer = () => Promise<void>;

/**
 * On SIGTERM/SIGINT stop taking requests, let running work finish, then close resources in the
 * order given. A second signal, or a close that hangs past the grace period, forces the exit.
 */
export function installShutdown(closers: Closer[], logger: FastifyBaseLogger, graceMs = 15_000): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) process.exit(1);
    closing = true;
    logger.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      logger.error('shutdown grace period passed, exiting');
      process.exit(1);
    }, graceMs);
    timer.unref();
    for (const close of closers) {
      try {
        await close();
      } catch (error) {
        logger.error({ err: error }, 'error while closing');
      }
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}
