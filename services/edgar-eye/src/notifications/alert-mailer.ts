import { hostname } from 'node:os';
import type { EventEnvelope } from '@ea/contracts';
import { EDGAR_EYE_EVENTS, EDGAR_EYE_TOPIC } from '@ea/contracts/edgar-eye';
import type { AnyDb } from '@ea/db';
import { consumeOnce, type EventBus, eventReader, type Subscription } from '@ea/events';
import type { Mailer } from '@ea/mail';
import { EDGAR_EYE_SCHEMA } from '../db/schema.ts';
import { alertMail } from './alert-mail.ts';

/** The consumer group (and inbox name) of the alert e-mails: each alert mailed once across every process. */
const CONSUMER = 'edgar-eye-alert-mail';

const readEvent = eventReader(EDGAR_EYE_EVENTS);

/**
 * Mails one generated alert whose user asked for e-mail, once however often the event arrives: the
 * inbox row and the send share a transaction, so a failed send is retried with the event (a send
 * that succeeded just before a failed commit is sent again: at least once, never lost).
 */
export async function mailAlert(deps: { db: AnyDb; mailer: Mailer; publicUrl: string }, envelope: EventEnvelope): Promise<boolean> {
  const event = readEvent(envelope);
  if (event?.type !== 'alert.generated' || !event.payload.sendEmail || !event.payload.email) return false;
  const email = event.payload.email;
  return consumeOnce(deps.db, EDGAR_EYE_SCHEMA, CONSUMER, event, () =>
    deps.mailer.send(alertMail({ ...event.payload, email }, deps.publicUrl)),
  );
}

export function subscribeAlertMailer(deps: { bus: EventBus; db: AnyDb; mailer: Mailer; publicUrl: string }): Promise<Subscription> {
  return deps.bus.subscribe({
    topic: EDGAR_EYE_TOPIC,
    group: CONSUMER,
    consumer: `${CONSUMER}-${hostname()}-${process.pid}`,
    handler: async (envelope) => {
      await mailAlert(deps, envelope);
    },
  });
}
