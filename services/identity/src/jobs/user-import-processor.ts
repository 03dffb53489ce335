import { failImport, runImport } from '@ea/import-runs';
import { defineProcessor } from '@ea/jobs';
import type { Mailer } from '@ea/mail';
import { identityJobDeps } from '../deps.ts';
import { USER_IMPORT_BATCH, userImportDefinition } from '../domain/user-import/user-import-definition.ts';
import { userImportQueue } from './user-import-queue.ts';

export interface UserImportProcessorOptions {
  /** Users created per committed batch. */
  batchSize?: number;
  /** Default: the mailer the environment describes (MAIL_DIR or SMTP_URL, PUBLIC_URL links). */
  mailer?: Mailer;
}

/**
 * Runs users-import jobs: runImport continues from the run's last committed batch when a worker
 * died mid-run and mails activation links only to users not mailed yet. After a job's last
 * attempt fails, the run is marked failed so its status does not stay "importing".
 */
export function userImportProcessor(options: UserImportProcessorOptions = {}) {
  const batchSize = options.batchSize ?? USER_IMPORT_BATCH;
  return defineProcessor(
    userImportQueue,
    (context) => {
      const definition = userImportDefinition(identityJobDeps(context, { mailer: options.mailer }), batchSize);
      return ({ data, progress }) => runImport(definition, data.runId, { onProgress: progress });
    },
    {
      onFinalFailure: (context, { data }, error) =>
        failImport(userImportDefinition(identityJobDeps(context, { mailer: options.mailer })), data.runId, error.message),
    },
  );
}
