import { ApiError, Module } from '@ea/contracts';
import {
  checkEdgarRules,
  type Instance,
  SchemaSetCache,
  validateInlineDocument,
  validateInstanceDocument,
  type XbrlMessage,
} from '@ea/xbrl';
import { deleteMessages, insertMessages } from '../../db/messages-repository.ts';
import type { RunDeps } from '../../deps.ts';
import { channelPackages } from '../taxonomy/channel-packages.ts';
import { openSubmission, type Submission } from '../uploads/submission.ts';
import { storeViewerFiles, type ViewedDocument } from '../viewer/store-viewer-files.ts';
import { findingsOf } from './findings.ts';
import { finishRun, recordProgress, type WorkedRun } from './run-state.ts';
import { SUBMISSION_BASE, submissionFileName, submissionResolver } from './submission-resolver.ts';

const PHASES = {
  reading: 'Reading the filing',
  taxonomy: 'Loading the taxonomy',
  checking: 'Checking facts',
  saving: 'Saving the findings',
  done: 'Done',
  crashed: 'Could not be processed',
} as const;

/**
 * Works one validation run: opens the stored upload as the upload did, validates each of its
 * documents (Inline XBRL or XBRL 2.1) against the DTS the submission brings, resolved through the
 * channel's taxonomy packages (a URL nothing provides is one finding naming what would), and against EDGAR's
 * offline rules for the project's form (cover-page facts, CIK, namespaces, file names), and ends the run
 * passed (no errors) or failed, with its findings; an EAsyView run also leaves its viewer files
 * (store-viewer-files.ts). A file the engine cannot process at all ends the run crashed, saying
 * why; a failure of the platform (the database, the storage) throws, so the queue tries again. A run already ended, or re-driven under a newer generation, is left alone.
 */
export async function runValidation(deps: RunDeps, work: { runId: number; generation: number }): Promise<{ state: string }> {
  const row = await deps.db
    .selectFrom('runs')
    .innerJoin('projects', 'projects.id', 'runs.project_id')
    .leftJoin('companies', 'companies.id', 'projects.company_id')
    .select([
      'runs.id',
      'runs.state',
      'runs.generation',
      'runs.storage_key',
      'runs.file_name',
      'runs.project_id',
      'projects.company_id',
      'projects.module',
      'projects.form_description',
      'companies.cik',
      'companies.channel_id',
    ])
    .where('runs.id', '=', work.runId)
    .executeTakeFirst();
  if (!row || row.generation !== work.generation || (row.state !== 'queued' && row.state !== 'running')) {
    return { state: row?.state ?? 'gone' };
  }
  const run: WorkedRun = { runId: row.id, projectId: row.project_id, companyId: row.company_id, generation: row.generation };
  await recordProgress(deps, run, 5, PHASES.reading);
  const bytes = await readStored(deps, row.storage_key);

  let submission: Submission;
  try {
    submission = await openSubmission(bytes, row.file_name, { images: row.module === Module.easyview });
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return crash(deps, run, `The file could not be read: ${error.message}`);
  }

  // The submission's own files first (its extension taxonomy), then the channel's taxonomy packages.
  const packages = await channelPackages(deps, { channelId: row.channel_id, module: row.module }, submissionResolver(submission.files));
  const resolver = packages.resolver;
  const documentCache = new Map();
  // The documents of a submission share their DTS: its schemas are compiled once, freed when the run is through.
  const schemaSets = new SchemaSetCache();
  const validateDocuments = async (): Promise<{ state: string }> => {
    const messages: XbrlMessage[] = [];
    const instances: Instance[] = [];
    let viewed: ViewedDocument | undefined;
    const share = 80 / submission.documents.length;
    for (const [index, document] of submission.documents.entries()) {
      const base = 10 + Math.round(index * share);
      const url = new URL(document.name, SUBMISSION_BASE).href;
      const step = (fraction: number, phase: string) => recordProgress(deps, run, base + Math.round(share * fraction), phase);
      // The engine reports its phases as it goes; their progress is written in order, one after the other.
      let progress = Promise.resolve();
      const onPhase = (phase: string) => {
        if (phase === 'read') progress = progress.then(() => step(0.2, PHASES.taxonomy));
        if (phase === 'discovered') progress = progress.then(() => step(0.5, PHASES.checking));
        // A failed write surfaces where the progress is awaited, not as an unhandled rejection meanwhile.
        progress.catch(() => {});
      };
      try {
        const result =
          document.kind === 'ixbrl'
            ? await validateInlineDocument(document.bytes, url, resolver, { documentCache, schemaSets, onPhase })
            : await validateInstanceDocument(document.bytes, url, resolver, { documentCache, schemaSets, onPhase });
        messages.push(...result.messages);
        // EDGAR's own rules for the project's form and the company's CIK; the submission's file names once.
        const files = index === 0 ? [...submission.files.keys()] : [];
        messages.push(
          ...checkEdgarRules(result.instance, {
            formType: row.form_description,
            ...(row.cik ? { cik: row.cik } : {}),
            ...(deps.efmResourcesDir ? { resourcesDir: deps.efmResourcesDir } : {}),
            files,
          }),
        );
        instances.push(result.instance);
        if (document.kind === 'ixbrl' && !viewed) viewed = { ...document, instance: result.instance, dts: result.dts };
      } catch (error) {
        await progress;
        deps.log.warn({ err: error, runId: run.runId, document: document.name }, 'the XBRL engine could not process a document');
        return crash(deps, run, `The XBRL engine could not process ${document.name}: ${(error as Error).message}`);
      }
      await progress;
    }

    await recordProgress(deps, run, 90, PHASES.saving);
    // EAsyView shows the first Inline XBRL document; its files are in place before the run says it ended.
    if (row.module === Module.easyview && viewed) await storeViewerFiles(deps, run.runId, submission, viewed);
    const findings = findingsOf(packages.explain(messages), instances, submissionFileName);
    const factCount = instances.reduce((total, instance) => total + instance.facts.length, 0);
    const state = findings.counts.error > 0 ? 'failed' : 'passed';
    await finishRun(deps, run, { state, phase: PHASES.done, failure: null, factCount, counts: findings.counts }, async (trx) => {
      await deleteMessages(trx, run.runId);
      await insertMessages(trx, run.runId, findings.messages);
    });
    return { state };
  };
  try {
    return await validateDocuments();
  } finally {
    await schemaSets.dispose();
  }
}

/** Ends the run crashed: the file is unreadable as a filing, and trying again would not change that. */
export async function crash(deps: RunDeps, run: WorkedRun, failure: string): Promise<{ state: string }> {
  const counts = { error: 0, inconsistency: 0, warning: 0, info: 0 };
  await finishRun(deps, run, { state: 'crashed', phase: PHASES.crashed, failure, factCount: null, counts }, (trx) =>
    deleteMessages(trx, run.runId),
  );
  return { state: 'crashed' };
}

async function readStored(deps: RunDeps, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await deps.storage.get(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
