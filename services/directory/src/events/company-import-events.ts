import {
  COMPANY_IMPORT_EVENT_TYPES,
  type CompanyImportProgressPayload,
  DIRECTORY_TOPIC,
  DirectoryAggregates,
  realtimeOf,
} from '@ea/contracts/directory';
import type { NewEvent } from '@ea/events';
import { isFinished } from '@ea/import-runs';
import type { CompanyImportRunRow } from '../db/company-import-runs-repository.ts';

/** A companies import run's progress (or its end), relayed to the importer and the run's channel. */
export function companyImportProgressEvent(run: CompanyImportRunRow): NewEvent<CompanyImportProgressPayload> {
  const type = isFinished(run) ? COMPANY_IMPORT_EVENT_TYPES.finished : COMPANY_IMPORT_EVENT_TYPES.progress;
  const payload: CompanyImportProgressPayload = {
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
    topic: DIRECTORY_TOPIC,
    aggregateType: DirectoryAggregates.companyImport,
    aggregateId: run.id,
    scope: { userId: run.created_by, channelId: run.channel_id },
    payload,
    realtime: realtimeOf({ type, payload }),
  };
}
