import { type AlertGeneratedPayload, EDGAR_EYE_TOPIC, EdgarEyeAggregates, realtimeOf } from '@ea/contracts/edgar-eye';
import type { NewEvent } from '@ea/events';

/**
 * New filings taken in: every signed-in browser may refresh its list of today's filings (EDGAR's
 * index is public; the message carries counts and dates, nothing of any tenant).
 */
export function filingsIngestedEvent(file: string, added: number, dates: string[]): NewEvent {
  const payload = { file, added, dates };
  return {
    type: 'filings.ingested',
    topic: EDGAR_EYE_TOPIC,
    aggregateType: EdgarEyeAggregates.indexFile,
    aggregateId: file,
    scope: { everyone: true },
    payload,
    realtime: realtimeOf({ type: 'filings.ingested', payload }),
  };
}

/** An alert set off by a filing: to its user alone (toast, badge, and an e-mail when asked for). */
export function alertGeneratedEvent(payload: AlertGeneratedPayload): NewEvent {
  return {
    type: 'alert.generated',
    topic: EDGAR_EYE_TOPIC,
    aggregateType: EdgarEyeAggregates.alert,
    aggregateId: String(payload.alertId),
    scope: { userId: payload.userId },
    payload,
    realtime: realtimeOf({ type: 'alert.generated', payload }),
  };
}
