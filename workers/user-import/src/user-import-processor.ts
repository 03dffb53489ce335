import type { AnyDb } from '@ea/db';
import {
  createLocalIdentityProvider,
  createMailer,
  type IdentityConfig,
  identityConfig,
  identityDb,
  type Mailer,
  markUserImportFailed,
  runUserImport,
} from '@ea/identity/user-import-worker';
import { defineProcessor, userImportQueue } from '@ea/jobs';

export interface UserImportProcessorDeps {
  db: AnyDb;
  /** The identity settings (links in the activation mail, MAIL_DIR or SMTP_URL); default: from the environment. */
  config?: IdentityConfig;
  /** Default: the identity mailer the config describes. */
  mailer?: Mailer;
  log?: { info(details: object, message: string): void };
  /** Users created per committed batch (default 200). */
  batchSize?: number;
}

/**
 * Runs a user-import job: the identity service's runUserImport, which continues from the run's
 * last committed batch when a worker died mid-run and mails activation links only to users not
 * mailed yet. After the job's last attempt fails, the run is marked failed so its status does not
 * stay "importing".
 */
export function createUserImportProcessor(deps: UserImportProcessorDeps) {
  const db = identityDb(deps.db);
  const config = deps.config ?? identityConfig(process.env);
  const mailer =
    deps.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, mailDir: config.mailDir, from: config.mailFrom, log: deps.log ?? { info: () => {} } });
  const idp = createLocalIdentityProvider();
  return defineProcessor(userImportQueue, async ({ data, attempt, progress }) => {
    try {
      return await runUserImport({
        db,
        config,
        mailer,
        idp,
        runId: data.runId,
        ...(deps.batchSize ? { batchSize: deps.batchSize } : {}),
        onProgress: progress,
      });
    } catch (error) {
      if (attempt >= userImportQueue.jobOptions.attempts) {
        await markUserImportFailed(db, data.runId, error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  });
}
