import { type AccessClaims, isReviewerOnly } from '@ea/contracts';
import { assertEditor } from '../access/editor-facility.ts';

/**
 * Who may open, answer, resolve and reopen comment threads: holders of the editor feature (admins
 * hold every feature), and reviewer-only users, whose part in the library is to read and comment
 * (see library-access.ts: they are refused every change to a document, not comments). Anyone else
 * with the Library module reads the threads but is told "You Have no Editor Facility" (403).
 *
 * Checked in the use case, after the records the request names were found: the route's declared
 * access could only say "all of" (module, feature, not a reviewer), not "the feature or a
 * reviewer", and its refusal would not carry the spec's message.
 */
export function assertMayComment(claims: AccessClaims): void {
  if (isReviewerOnly(claims)) return;
  assertEditor(claims);
}
