/**
 * The directory's own error messages, beyond the shared codes and the spec's messages: what its
 * 404s, 409s and import failures say. The codes are the shared ones (ErrorCodes).
 */
export const DirectoryErrors = {
  companyNotFound: 'Company not found',
  channelNotFound: 'Channel not found',
  /** The 409 of a channel name another channel holds, compared without case and surrounding spaces. */
  channelNameTaken: 'A channel with this name already exists',
  noLogo: 'This channel has no logo',
  importNotFound: 'Import not found',
  /** The 409 of a company whose CIK or CID another company of the channel holds. */
  identifierTaken: (field: 'cik' | 'cid') => `A company with this ${field.toUpperCase()} already exists in this channel`,
  /** The same, when the holder is a deleted company. */
  identifierTakenByDeleted: (field: 'cik' | 'cid') =>
    `A company with this ${field.toUpperCase()} already exists in this channel (among deleted companies: restore it instead)`,
  workbookTooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB`,
} as const;
