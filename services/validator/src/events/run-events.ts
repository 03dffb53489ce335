import { type RunProgressPayload, VALIDATOR_TOPIC, ValidatorAggregates } from '@ea/contracts/validator';
import type { NewEvent } from '@ea/events';

/**
 * A run's progress or end, to the room of the project's company: whoever may see the company may
 * see its projects' runs, and the hub already admits exactly them to that room. The message is
 * the payload itself: ids, state, progress and phase, nothing of the filing.
 */
export function runEvent(type: 'run.progress' | 'run.finished', payload: RunProgressPayload): NewEvent {
  return {
    type,
    topic: VALIDATOR_TOPIC,
    aggregateType: ValidatorAggregates.run,
    aggregateId: String(payload.runId),
    scope: { companyId: payload.companyId },
    payload,
    realtime: { ...payload },
  };
}
