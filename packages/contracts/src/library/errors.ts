import { ErrorMessages } from '../messages.ts';

/**
 * The library's own messages, beyond the shared codes and the spec's: what its 404s, 409s and
 * refusals say. The codes are the shared ones (ErrorCodes); the spec's messages are used where
 * the spec has one (a document that cannot be found is "Document id Invalid").
 */
export const LibraryErrors = {
  documentNotFound: ErrorMessages.documentIdInvalid,
  companyNotFound: 'Company not found',
  folderNotFound: 'Folder not found',
  topicNotFound: 'Topic not found',
  versionNotFound: 'Version not found',
  fileNotFound: ErrorMessages.fileNotAvailable,
  folderNameTaken: 'A folder with this name already exists here',
  folderIntoItself: 'A folder cannot be moved into itself or one of its own folders',
  /** A save refused because a final release locked the document (spec §8's message for a save refused on a lock). */
  documentLocked: ErrorMessages.fileLocked,
  /** A save based on a revision that is no longer the topic's latest. */
  revisionConflict: 'This topic was saved by someone else since you opened it: reload it to see the changes',
  invalidModel: 'The topic content is not valid',
  /** A map update naming topics the document does not have, or leaving none. */
  mapTopics: ErrorMessages.ditaDetails,
  noRelease: ErrorMessages.noReleaseFound,
  ditaFolderNotSelected: ErrorMessages.ditaMapFolderNotSelected,
  ditaMapNotFound: ErrorMessages.ditaMapNotFound,
  /** A map folder without documents to build from. */
  ditaFolderEmpty: ErrorMessages.ditaDetails,
  /** The file is not of a kind the document keeps as a file (a preview of a model document has no file). */
  noFile: ErrorMessages.fileNotAvailable,
  uploadTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
  /** Index entries must name topics of the document's current map. */
  indexTopics: 'Every index entry must name a topic of the document',
  alreadyFinal: 'This document already has a final release',
  /** An export asked of a document kept as a file (an uploaded PDF, XML…): it has no model to render. */
  notRenderable: 'This document is kept as a file: download the file instead',
  exportNotFound: 'Export not found',
  /** A heartbeat of a lock that is no longer the caller's: an admin broke it. */
  lockLost: 'Your lock on this topic was released: reopen the topic to edit it',
  commentThreadNotFound: 'Comment thread not found',
  commentThreadExists: 'A comment thread with this id already exists',
  commentRequired: 'Please enter a comment',
  /** Names only the ids given, never what the library knows of them (another channel's user's email). */
  notMentionable: (userIds: readonly string[]) =>
    `${userIds.length === 1 ? 'User' : 'Users'} ${userIds.join(', ')} cannot be mentioned on this document`,
} as const;
