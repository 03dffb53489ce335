import {
  claimDuePasswordResetRequest,
  deletePasswordResetRequest,
  type PasswordResetRequestRow,
} from '../../db/password-reset-requests-repository.ts';
import { findUserByEmail } from '../../db/users-repository.ts';
import type { IdentityDeps } from '../../deps.ts';
import { asBrand } from './brand.ts';
import { preparePasswordLink } from './password-links.ts';

export interface ResetMailSender {
  /** Sends what is due now (call after answering a forgot-password request). */
  nudge(): void;
  stop(): Promise<void>;
}

/**
 * Works through the stored forgot-password requests: a request for an active account becomes a
 * fresh reset link and its mail; any other request is dropped unanswered. A mail the server
 * refuses is tried again later (the request stays until sent, so a mail may go twice, never
 * none); requests left by a stopped process are picked up by the periodic pass.
 */
export function startResetMailSender(deps: IdentityDeps): ResetMailSender {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const drain = async () => {
    while (!stopped) {
      const request = await claimDuePasswordResetRequest(deps.db, deps.config.resetMailRetrySeconds);
      if (!request) return;
      await answer(deps, request).catch((error: unknown) =>
        deps.log.error({ err: error, request: request.id, attempt: request.attempts }, 'reset mail not sent, will try again'),
      );
    }
  };
  const nudge = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = drain()
      .catch((error: unknown) => deps.log.error({ err: error }, 'reset mail queue unreadable'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  };
  const timer = setInterval(nudge, deps.config.resetMailRetrySeconds * 1000);
  timer.unref();
  return {
    nudge,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}

async function answer(deps: IdentityDeps, request: PasswordResetRequestRow): Promise<void> {
  // Past a link's lifetime the person has stopped waiting for this mail.
  if (Date.now() - request.requested_at.getTime() > deps.config.resetTokenTtlSeconds * 1000) {
    deps.log.warn({ request: request.id, attempts: request.attempts }, 'reset mail given up');
    await deletePasswordResetRequest(deps.db, request.id);
    return;
  }
  const mail = await deps.db.transaction().execute(async (trx) => {
    const user = await findUserByEmail(trx, request.email);
    if (user?.status !== 'ACTIVE' || !user.active) return null;
    return preparePasswordLink(trx, deps.config, user, 'reset', request.brand === null ? undefined : asBrand(request.brand));
  });
  if (mail) await deps.mailer.send(mail);
  await deletePasswordResetRequest(deps.db, request.id);
}
