import { createHash, randomUUID } from 'node:crypto';
import { ApiError, ErrorMessages, JobResult, JobType, RenderingStatus, SuccessMessages } from '@ea/contracts';
import { type ExportJob, LibraryErrors } from '@ea/contracts/library';
import { checkEdgarHtml, edgarLog } from '@ea/render/edgar';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { findJobByKey, insertOrFindJob } from '../../db/render-jobs-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { renderEvent } from '../../events/render-events.ts';
import { fileKindOf, notOfKind } from '../../uploads/file-kind.ts';
import type { UploadedFile } from '../../uploads/index.ts';
import { decodeText, looksLikeHtml } from '../../uploads/text-decoding.ts';
import { assertEditable } from '../access/editable-document.ts';
import { documentAuditEntry } from '../documents/document-view.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { exportView } from './export-view.ts';
import { renderFileKey, renderLogKey } from './render-storage.ts';

/**
 * An EDGAR HTML file made outside the product (a typesetter's final .htm), uploaded for the
 * document's current version. It must be an HTML page by its content (else 415, nothing kept);
 * then EDGAR's rules are checked (checkEdgarHtml, the checker every generated file passes). A
 * compliant file becomes the version's EDGAR HTML export, downloaded like one rendered here; a
 * file EDGAR would refuse is not kept: its job fails with "Error(s) Encountered in Document.
 * Click on Download Log for Details", the log names each violation (line, tag, rule), and the
 * uploader and the document's room hear the spec's "rendering upload error" (render.upload-failed).
 * The same file for the same version answers the first upload's job.
 */
export async function uploadEdgarHtml(ctx: UseCaseContext<LibraryDeps>, input: { id: string; file: UploadedFile }): Promise<ExportJob> {
  const { deps, caller } = ctx;
  const document = await visibleDocument(ctx, input.id);
  assertEditable(document);
  const { file } = input;
  const text = fileKindOf(file.fileName) === 'html' ? decodeText(file.bytes) : null;
  if (text === null || !looksLikeHtml(text)) throw notOfKind('html');
  const version = await findVersion(deps.db, document.id, document.current_version_id);
  if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);

  const digest = createHash('sha256').update(file.bytes).digest('hex');
  const jobKey = `upload:${version.id}:${digest}:${file.fileName}`;
  const known = await findJobByKey(deps.db, jobKey);
  if (known) return exportView(known);

  const violations = checkEdgarHtml(file.bytes, file.fileName);
  const accepted = violations.length === 0;
  const id = randomUUID();
  // Stored before the row names them; a concurrent upload of the same file leaves its copy unnamed.
  // An accepted file's name passed EDGAR's file-name rule: letters, digits and ._- only.
  const fileKey = accepted ? renderFileKey(id, file.fileName) : null;
  if (fileKey) await deps.storage.put(fileKey, file.bytes, { contentType: 'text/html' });
  else
    await deps.storage.put(renderLogKey(id), Buffer.from(edgarLog(file.fileName, violations)), {
      contentType: 'text/plain; charset=utf-8',
    });

  const job = await commitChange(deps, caller.actor, async (trx) => {
    const now = deps.now();
    const { row } = await insertOrFindJob(trx, {
      id,
      job_key: jobKey,
      parent_id: null,
      chunk_index: null,
      document_id: document.id,
      version_id: version.id,
      version_number: version.number,
      format: 'html',
      options: JSON.stringify({ uploaded: file.fileName }),
      job_type: JobType.rendering,
      status: accepted ? RenderingStatus.completed : RenderingStatus.error,
      result: accepted ? JobResult.completed : JobResult.error,
      progress: 100,
      message: accepted ? SuccessMessages.documentUploaded : ErrorMessages.documentErrors,
      requested_by: caller.claims.sub,
      requested_by_email: caller.actor.actorEmail,
      requested_at: now,
      started_at: now,
      finished_at: now,
      touched_at: now,
      file_key: fileKey,
      file_name: accepted ? file.fileName : null,
      content_type: accepted ? 'text/html' : null,
      file_size: accepted ? file.bytes.byteLength : null,
      log_key: accepted ? null : renderLogKey(id),
    });
    return {
      result: row,
      records: {
        audit: [
          documentAuditEntry(document, 'Update', {
            edgarHtmlUpload: file.fileName,
            versionNumber: version.number,
            violations: violations.length,
            jobId: row.id,
          }),
        ],
        events: [renderEvent(accepted ? 'render.completed' : 'render.upload-failed', row, document)],
      },
    };
  });
  return exportView(job);
}
