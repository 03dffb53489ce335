import { type AccessClaims, ApiError, ErrorMessages, FEATURE_EDITOR, hasFeature } from '@ea/contracts';

/**
 * Refuses a change made in the editor (a topic saved or added, a lock, a draft) to a caller
 * without the editor feature: 403 "You Have no Editor Facility". Admins hold every feature.
 * Checked by the use case once the document and topic are known to be the caller's to see, so a
 * record of another tenant answers 404 whatever the caller's features.
 */
export function assertEditor(claims: AccessClaims): void {
  if (!hasFeature(claims, FEATURE_EDITOR)) throw new ApiError('forbidden', ErrorMessages.noEditorFacility);
}
