/** Document types (spec §3). */
export const DocumentType = {
  none: 0,
  html: 1,
  xbrl: 2,
  ixbrl: 3,
  xbrlWithEdgar: 4,
  nonXbrl: 5,
  wordML: 6,
  ferc: 10,
  ixbrlReview: 11,
  xmlForm: 12,
  pdf: 13,
} as const;
export type DocumentTypeId = (typeof DocumentType)[keyof typeof DocumentType];

export const EXPORT_FORMATS = ['pdf', 'html', 'ixbrl', 'word'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const ENTRY_KINDS = ['folder', 'resource'] as const;
export type EntryKind = (typeof ENTRY_KINDS)[number];

export const DITA_KINDS = ['Topic', 'Map'] as const;
export type DitaKind = (typeof DITA_KINDS)[number];

/** Document rendering status (spec §4). */
export const RenderingStatus = {
  notApplicable: 1,
  initialized: 2,
  pending: 3,
  completed: 4,
  error: 5,
} as const;
export type RenderingStatusId = (typeof RenderingStatus)[keyof typeof RenderingStatus];

/** Document state (spec §4); the delete action is also 6. */
export const DocumentState = { none: 0, submitted: 4, deleted: 6 } as const;
export type DocumentStateId = (typeof DocumentState)[keyof typeof DocumentState];

/** Filing form types with special handling (spec §9). */
export const SPECIAL_FORM_TYPES = ['485BPOS', '497', 'N-1A', 'PRE 14A', 'DEF 14A', 'SC 13D', '424B2', 'ABS-15G', '8-K', '8-K/A'] as const;
