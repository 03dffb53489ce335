import {
  IDENTITY_TOPIC,
  IdentityAggregates,
  realtimeOf,
  USER_IMPORT_EVENT_TYPES,
  type UserImportProgressPayload,
} from '@ea/contracts/identity';
import type { NewEvent } from '@ea/events';
import { isFinished } from '@ea/import-runs';
import type { UserImportRunRow } from '../db/user-import-runs-repository.ts';

/** A users import run's progress (or its end), relayed to the importer and the run's channel. */
export function userImportProgressEvent(run: UserImportRunRow): NewEvent<UserImportProgressPayload> {
  const type = isFinished(run) ? USER_IMPORT_EVENT_TYPES.finished : USER_IMPORT_EVENT_TYPES.progress;
  const payload: UserImportProgressPayload = {
    runId: run.id,
    status: run.status,
    total: run.total,
    done: run.done,
    failed: run.failed,
    created: run.created_count,
    skipped: run.skipped_count,
  };
  return {
    type,
    topic: IDENTITY_TOPIC,
    aggregateType: IdentityAggregates.userImport,
    aggregateId: run.id,
    scope: { userId: run.created_by, ...(run.channel_id === null ? {} : { channelId: run.channel_id }) },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}
