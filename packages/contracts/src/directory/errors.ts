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
  /** An import row naming a company of the channel by its CIK or CID under another name. */
  importIdentifierTaken: (field: 'cik' | 'cid', value: string, name: string) =>
    `${field.toUpperCase()} ${value} already belongs to '${name}'`,
  /** An import row naming a deleted company of the channel. */
  importIdentifierDeleted: (field: 'cik' | 'cid', value: string, name: string) =>
    `${field.toUpperCase()} ${value} belongs to the deleted company '${name}': restore it first`,
  /** An import row whose other identifier contradicts the company its first one names. */
  importIdentifierDiffers: (field: 'cik' | 'cid', value: string, name: string, current: string) =>
    `${field.toUpperCase()} ${value} does not match '${name}' (${field.toUpperCase()} ${current})`,
  /** A later row of the same file with an identifier an earlier row already gave. */
  importRepeatedIdentifier: (rowNumber: number, field: 'cik' | 'cid', firstRow: number) =>
    `Row ${rowNumber} repeats the ${field.toUpperCase()} of row ${firstRow}`,
} as const;
