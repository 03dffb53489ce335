import { ApiError, SuccessMessages } from '@ea/contracts';
import { LibraryErrors, type Release, releaseVersionMessage } from '@ea/contracts/library';
import { commitChange, type UseCaseContext } from '@ea/service-kit/use-case';
import { updateDocument } from '../../db/documents-repository.ts';
import { markReleased } from '../../db/releases-repository.ts';
import { findVersion } from '../../db/versions-repository.ts';
import type { LibraryDeps } from '../../deps.ts';
import { documentEvent } from '../../events/document-events.ts';
import { visibleDocument } from '../documents/visible-document.ts';
import { releaseView } from './release-view.ts';

export interface ReleaseInput {
  documentId: string;
  versionId?: string | undefined;
  releaseVersion?: string | undefined;
  final?: boolean | undefined;
}

/**
 * Releases a version of a document (the current one unless named) under a release version. A
 * final release locks the document: its content, map and metadata no longer change, and no
 * further release is made of it.
 */
export async function releaseDocument(
  { deps, caller }: UseCaseContext<LibraryDeps>,
  input: ReleaseInput,
): Promise<Release & { message: string }> {
  const final = input.final ?? false;
  return commitChange(deps, caller.actor, async (trx) => {
    // The records named are found (or not, 404) before anything else is judged, so a record out of scope answers alike whatever else is sent.
    const document = await visibleDocument({ deps, caller }, input.documentId, { trx, lock: true });
    const version = await findVersion(trx, document.id, input.versionId ?? document.current_version_id);
    if (!version) throw new ApiError('notFound', LibraryErrors.versionNotFound);
    const message = releaseVersionMessage(input.releaseVersion);
    if (message !== null) throw new ApiError('validation', message, { releaseVersion: message });
    const releaseVersion = input.releaseVersion!.trim();
    if (document.locked) throw new ApiError('conflict', LibraryErrors.alreadyFinal);
    const at = deps.now();
    const release = await markReleased(trx, version.id, { releaseVersion, final, at, by: caller.actor.actorId });
    const after = await updateDocument(trx, document.id, {
      release_version: releaseVersion,
      locked: final,
      updated_at: at,
      updated_by: caller.actor.actorId,
    });
    return {
      result: { ...releaseView(release), message: SuccessMessages.documentReleased },
      records: {
        audit: [
          {
            action: 'Update',
            targetType: 'document',
            targetId: document.id,
            channelId: document.channel_id,
            companyId: document.company_id,
            before: { releaseVersion: document.release_version, locked: document.locked },
            after: { releaseVersion, locked: final, versionNumber: version.number, final },
          },
        ],
        events: [documentEvent('document.released', after)],
      },
    };
  });
}
