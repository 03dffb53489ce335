import type { NewEvent } from '@ea/events';
import { percentOf } from '@ea/import-runs';
import type { UserImportRunRow } from '../../db/user-import-runs-repository.ts';
import { isFinished } from './user-import-view.ts';

export interface UserImportProgressPayload {
  runId: string;
  status: string;
  total: number;
  done: number;
  failed: number;
  created: number;
  skipped: number;
}

/**
 * Live progress of a users import (`user-import.progress`, and `user-import.finished` at the end);
 * the hub relays `realtime` to the importer and the run's channel.
 */
export function userImportProgressEvent(run: UserImportRunRow): NewEvent<UserImportProgressPayload> {
  return {
    type: isFinished(run) ? 'user-import.finished' : 'user-import.progress',
    topic: 'identity',
    aggregateType: 'user-import',
    aggregateId: run.id,
    scope: { userId: run.created_by, ...(run.channel_id === null ? {} : { channelId: run.channel_id }) },
    payload: {
      runId: run.id,
      status: run.status,
      total: run.total,
      done: run.done,
      failed: run.failed,
      created: run.created_count,
      skipped: run.skipped_count,
    },
    realtime: { runId: run.id, status: run.status, percent: percentOf(run), done: run.done, failed: run.failed },
  };
}
