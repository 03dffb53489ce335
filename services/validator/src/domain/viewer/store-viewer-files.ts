import type { Dts, Instance } from '@ea/xbrl';
import type { RunDeps } from '../../deps.ts';
import type { Submission } from '../uploads/submission.ts';
import { SUBMISSION_BASE } from '../validation/submission-resolver.ts';
import { safeDocument } from './safe-document.ts';
import { submissionImages } from './submission-images.ts';
import { viewerFacts } from './viewer-facts.ts';
import { viewerKey } from './viewer-storage.ts';

/** The document the viewer shows, as the validation read it: its name, bytes, instance and DTS. */
export interface ViewedDocument {
  name: string;
  bytes: Uint8Array;
  instance: Instance;
  dts: Dts | null;
}

/**
 * Writes an EAsyView run's viewer files from what its validation already read: the document made
 * safe (the submission's images inlined) and its facts with labels and calculations. Written under
 * the run's own keys, so a job worked again writes the same files.
 */
export async function storeViewerFiles(deps: Pick<RunDeps, 'storage'>, runId: number, submission: Submission, viewed: ViewedDocument) {
  const url = new URL(viewed.name, SUBMISSION_BASE).href;
  const html = safeDocument(viewed.bytes, url, submissionImages(submission.images, url));
  const facts = viewerFacts(runId, viewed.name, viewed.instance, viewed.dts);
  await deps.storage.put(viewerKey(runId, 'document.html'), Buffer.from(html), { contentType: 'text/html; charset=utf-8' });
  await deps.storage.put(viewerKey(runId, 'facts.json'), Buffer.from(JSON.stringify(facts)), { contentType: 'application/json' });
}
