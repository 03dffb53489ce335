import { type Static, Type } from 'typebox';
import { DITA_KINDS, DocumentState, ENTRY_KINDS } from '../documents.ts';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE, Limits } from '../limits.ts';
import { Messages } from '../messages.ts';
import { Nullable } from '../nullable.ts';
import { IdSchema, ListSizeSchema, PageSchema, specMessage } from '../request-schemas.ts';
import { DOCUMENT_TYPE_IDS } from './rules.ts';

/**
 * Request and response shapes of the library service (folders, documents, topics, versions,
 * releases, rollforward, DITA maps, document index, preview, recent and deleted documents,
 * search). The service validates and documents with them; the SPA types its calls.
 *
 * Routes (every one needs the Library module; writes are refused to reviewer-only users):
 * - `GET api/folder?companyId` FolderListSchema; `POST api/folder` FolderBody → 201 Folder;
 *   `PUT api/folder/{id}` FolderUpdateBody → Folder; `DELETE api/folder/{id}` → FolderDeletedSchema.
 * - `GET api/document` DocumentListQuery → DocumentPage; `POST api/document` multipart
 *   (DocumentUploadForm + optional `file`) → 201 DocumentWritten; `GET api/document/{id}` →
 *   DocumentDetail (recorded in the caller's recent documents); `PUT api/document/{id}`
 *   DocumentUpdateBody → DocumentWritten; `DELETE api/document/{id}` → DocumentSummary (state 6);
 *   `POST api/document/{id}/restore` → DocumentSummary; `GET api/document/{id}/file?version` and
 *   `GET api/document/{id}/image?key` → the bytes.
 * - `GET api/document/{id}/topics/{topicId}?version` → Topic; `PUT api/document/{id}/topics/{topicId}`
 *   TopicSaveBody → VersionWritten; `POST api/document/{id}/topics` TopicCreateBody → 201 VersionWritten.
 * - `POST api/document/{id}/versions` multipart (VersionUploadForm + `file`) → 201 VersionWritten
 *   ("New Version Upload Successful"); `GET api/document/{id}/history` HistoryQuery → HistoryPage;
 *   `GET api/document/{id}/versions/{versionId}` → VersionDetail;
 *   `POST api/document/{id}/versions/{versionId}/restore` RestoreVersionBody → 201 VersionWritten.
 * - `GET api/library/recent-documents` RecentDocumentsQuery → RecentDocumentList;
 *   `GET api/library/deleted-documents` DeletedDocumentListQuery → DocumentPage;
 *   `GET api/formType` → FormTypeList; `GET api/library/auditlog` (audit-log query, types
 *   document and folder; Feature_AuditLog) → AuditLogList.
 */

/** Documents, topics and versions are named by UUID; folders by integer id. */
export const UuidSchema = (options: { description?: string } = {}) => Type.String({ ...options, format: 'uuid' });

const Text = (maxLength: number) => Type.String({ maxLength });
/** One of a list of strings, typed as the list's members (a union built from a mapped array is typed `never`). */
export const OneOf = <const T extends readonly string[]>(values: T, options: { default?: T[number] } = {}) =>
  Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
const Timestamp = Type.String({ description: 'ISO 8601' });
const DateText = Type.String({ description: 'YYYY-MM-DD' });

export const DocumentTypeSchema = Type.Unsafe<number>({ type: 'integer', enum: [...DOCUMENT_TYPE_IDS] });
/** State of a document (spec §4): none 0, submitted 4, deleted 6. */
export const DocumentStateSchema = Type.Unsafe<0 | 4 | 6>({ type: 'integer', enum: Object.values(DocumentState) });

export const DocumentParams = Type.Object({ id: UuidSchema() });
export const TopicParams = Type.Object({ id: UuidSchema(), topicId: UuidSchema() });
export const VersionParams = Type.Object({ id: UuidSchema(), versionId: UuidSchema() });
export const ReleaseParams = Type.Object({ documentId: UuidSchema() });

/** Writes that change content carry a revision description (spec §5): the schema lets the rule answer its own messages. */
const RevisionDescription = Type.String({ maxLength: 500, ...specMessage(Messages.revision.descriptionRequired) });

// Folders

export const FolderSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  name: Type.String(),
  createdAt: Timestamp,
  updatedAt: Timestamp,
});
export type Folder = Static<typeof FolderSchema>;
export const FolderListSchema = Type.Object({ items: Type.Array(FolderSchema) });
export const FolderListQuery = Type.Object({ companyId: IdSchema() });

export const FolderBody = Type.Object({
  companyId: IdSchema(),
  /** The folder it goes into; absent or null: the company's top level. */
  parentId: Type.Optional(Nullable(IdSchema())),
  name: Type.Optional(Type.String({ maxLength: 500, ...specMessage(Messages.folder.nameRequired) })),
});
export type FolderBody = Static<typeof FolderBody>;
/** Rename (name) and move (parentId; null: to the top level); a field left out keeps its value. */
export const FolderUpdateBody = Type.Object({
  name: Type.Optional(Type.String({ maxLength: 500, ...specMessage(Messages.folder.nameRequired) })),
  parentId: Type.Optional(Nullable(IdSchema())),
});
export type FolderUpdateBody = Static<typeof FolderUpdateBody>;
/** A deleted folder: its folders and documents went with it (the documents to the deleted documents). */
export const FolderDeletedSchema = Type.Object({ id: Type.Integer(), folders: Type.Integer(), documents: Type.Integer() });

// Documents

/** How a document holds its content: a map of topics in the document model, or a file kept as it is (.xml, .xlsx, .pdf). */
export const CONTENT_KINDS = ['model', 'file'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];

export const DocumentFileSchema = Type.Object({ name: Type.String(), contentType: Type.String(), size: Type.Integer() });

export const DocumentSummarySchema = Type.Object({
  id: Type.String(),
  companyId: Type.Integer(),
  folderId: Nullable(Type.Integer()),
  documentType: Type.Integer(),
  /** For WordML, the CUSIP. */
  title: Type.String(),
  formType: Nullable(Type.String()),
  periodEndDate: Nullable(DateText),
  /** The release version of the latest release; null before the first. */
  releaseVersion: Nullable(Type.String()),
  state: Type.Integer(),
  contentKind: OneOf(CONTENT_KINDS),
  currentVersionId: Type.String(),
  versionNumber: Type.Integer(),
  /** A final release locks the document. */
  locked: Type.Boolean(),
  /** The document it was rolled forward from. */
  predecessorId: Nullable(Type.String()),
  createdAt: Timestamp,
  createdBy: Nullable(Type.String()),
  updatedAt: Timestamp,
  deletedAt: Nullable(Timestamp),
  deletedBy: Nullable(Type.String()),
});
export type DocumentSummary = Static<typeof DocumentSummarySchema>;

/** A topic as the map lists it: the revision the current version pins. */
export const MapTopicSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  revisionId: Type.String(),
  revisionNumber: Type.Integer(),
});
export type MapTopic = Static<typeof MapTopicSchema>;

export const DocumentDetailSchema = Type.Object({
  ...DocumentSummarySchema.properties,
  /** The map of the current version, in order (empty for a document kept as a file). */
  topics: Type.Array(MapTopicSchema),
  file: Nullable(DocumentFileSchema),
  /** Documents rolled forward from this one. */
  successorIds: Type.Array(Type.String()),
});
export type DocumentDetail = Static<typeof DocumentDetailSchema>;

/** A write's answer: the document and the spec's success message; `warnings` tell what a conversion could not keep. */
export const DocumentWrittenSchema = Type.Object({
  ...DocumentDetailSchema.properties,
  message: Type.String(),
  warnings: Type.Array(Type.String()),
});
export type DocumentWritten = Static<typeof DocumentWrittenSchema>;

export const DocumentPageSchema = Type.Object({
  items: Type.Array(DocumentSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type DocumentPage = Static<typeof DocumentPageSchema>;

/** What a document list may be sorted by. */
export const DOCUMENT_SORTS = [
  'title',
  'documentType',
  'formType',
  'periodEndDate',
  'releaseVersion',
  'createdAt',
  'updatedAt',
  'deletedAt',
] as const;
export type DocumentSort = (typeof DOCUMENT_SORTS)[number];

function documentListQuery(defaultSort: DocumentSort) {
  return Type.Object({
    page: PageSchema({ default: DEFAULT_PAGE }),
    size: ListSizeSchema({ default: DEFAULT_PAGE_SIZE }),
    /** Substring of the title. */
    filter: Type.Optional(Text(200)),
    sort: OneOf(DOCUMENT_SORTS, { default: defaultSort }),
    order: Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' }),
    /** One company's documents; absent: every company the caller may see. */
    companyId: Type.Optional(IdSchema()),
    /** Period end date: the year (the filter starts at 2000, spec §9). */
    ped: Type.Optional(Type.Integer({ minimum: Limits.minPeriodYear, maximum: 9999 })),
    /** Form type. */
    ftype: Type.Optional(Text(20)),
    /** The folder's own documents. */
    fid: Type.Optional(IdSchema()),
    /** One document (a link to it). */
    docId: Type.Optional(UuidSchema()),
    /** Document type. */
    dtype: Type.Optional(DocumentTypeSchema),
  });
}
/** `GET api/document`: the general list parameters of spec §2 that documents have. */
export const DocumentListQuery = documentListQuery('updatedAt');
export type DocumentListQuery = Static<typeof DocumentListQuery>;
/** Deleted documents: the latest deleted first unless asked otherwise. */
export const DeletedDocumentListQuery = documentListQuery('deletedAt');

/**
 * The text fields of `POST api/document` (multipart, with the optional `file`): declared for the
 * documentation and the route walk; the service reads them from the form.
 */
export const DocumentUploadForm = Type.Object({
  companyId: IdSchema(),
  folderId: Type.Optional(IdSchema()),
  documentType: DocumentTypeSchema,
  title: Type.String(),
  formType: Type.Optional(Type.String()),
  periodEndDate: Type.Optional(DateText),
  revisionDescription: Type.Optional(Type.String()),
});
/** The text fields of `POST api/document/{id}/versions` (New Version Upload), with its `file`. */
export const VersionUploadForm = Type.Object({ revisionDescription: Type.String() });

/** Metadata edits; a field left out keeps its value, null clears an optional one. */
export const DocumentUpdateBody = Type.Object({
  title: Type.Optional(Text(500)),
  formType: Type.Optional(Nullable(Text(20))),
  periodEndDate: Type.Optional(Nullable(Text(20))),
  folderId: Type.Optional(Nullable(IdSchema())),
  /** none 0 or submitted 4; deleting is DELETE. */
  state: Type.Optional(Type.Unsafe<0 | 4>({ type: 'integer', enum: [DocumentState.none, DocumentState.submitted] })),
});
export type DocumentUpdateBody = Static<typeof DocumentUpdateBody>;

// Topics

/** A topic's content: document-model JSON (ProseMirror, the filing schema); the service checks it against the schema. */
export interface TopicModelJson {
  type: string;
  attrs?: Record<string, unknown>;
  content?: TopicModelJson[];
  marks?: { type: string; attrs?: Record<string, unknown> }[];
  text?: string;
}
export const TopicModelSchema = Type.Unsafe<TopicModelJson>(Type.Object({ type: Type.Literal('doc') }, { additionalProperties: true }));

export const TopicSchema = Type.Object({
  id: Type.String(),
  documentId: Type.String(),
  title: Type.String(),
  revisionId: Type.String(),
  revisionNumber: Type.Integer(),
  revisionDescription: Nullable(Type.String()),
  /** The document version it was read from. */
  versionNumber: Type.Integer(),
  model: TopicModelSchema,
  createdAt: Timestamp,
  createdBy: Nullable(Type.String()),
});
export type Topic = Static<typeof TopicSchema>;
/** A topic as a version pins it; the current version's unless `version` (its number) is given. */
export const TopicQuery = Type.Object({ version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })) });

export const TopicSaveBody = Type.Object({
  model: TopicModelSchema,
  revisionDescription: RevisionDescription,
  /** A new title for the topic; absent keeps it. */
  title: Type.Optional(Text(500)),
  /** The revision number the edit started from: a save over a newer one is refused (409), so no edit is lost unseen. */
  baseRevision: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type TopicSaveBody = Static<typeof TopicSaveBody>;

export const TopicCreateBody = Type.Object({
  title: Text(500),
  revisionDescription: RevisionDescription,
  model: Type.Optional(TopicModelSchema),
  /** Where in the map (0 first); absent: last. */
  position: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
});
export type TopicCreateBody = Static<typeof TopicCreateBody>;

// Versions and history

/** What made a version. */
export const VERSION_KINDS = [
  'created',
  'saved',
  'uploaded',
  'restored',
  'mapped',
  'rolled-forward',
  'built',
  'comments-transferred',
] as const;
export type VersionKind = (typeof VERSION_KINDS)[number];

export const VersionSchema = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  kind: OneOf(VERSION_KINDS),
  revisionDescription: Nullable(Type.String()),
  createdAt: Timestamp,
  createdBy: Nullable(Type.String()),
  createdByEmail: Nullable(Type.String()),
  /** The version a restore brought back. */
  restoredFrom: Nullable(Type.Integer()),
  released: Type.Boolean(),
  final: Type.Boolean(),
  releaseVersion: Nullable(Type.String()),
  releasedAt: Nullable(Timestamp),
});
export type Version = Static<typeof VersionSchema>;

export const VersionDetailSchema = Type.Object({ ...VersionSchema.properties, topics: Type.Array(MapTopicSchema) });
export type VersionDetail = Static<typeof VersionDetailSchema>;

/** The answer to a write that makes a version (save, restore, map change, New Version Upload). */
export const VersionWrittenSchema = Type.Object({
  documentId: Type.String(),
  version: VersionSchema,
  topics: Type.Array(MapTopicSchema),
  message: Type.String(),
  warnings: Type.Array(Type.String()),
});
export type VersionWritten = Static<typeof VersionWrittenSchema>;

export const RestoreVersionBody = Type.Object({ revisionDescription: RevisionDescription });

const BlockChangeSchema = Type.Object({
  kind: Type.String(),
  type: Type.String(),
  label: Type.String(),
  excerpt: Type.Object({ before: Type.Optional(Type.String()), after: Type.Optional(Type.String()) }),
  rows: Type.Optional(Type.Array(Type.Object({ kind: Type.String(), label: Type.String() }))),
});
export const TOPIC_CHANGES = ['added', 'removed', 'changed', 'moved'] as const;
export type TopicChangeKind = (typeof TOPIC_CHANGES)[number];

/** What a version changed in one topic; `diff` tells block by block, for a changed topic. */
export const TopicChangeSchema = Type.Object({
  topicId: Type.String(),
  title: Type.String(),
  change: OneOf(TOPIC_CHANGES),
  /** The topic's title in the previous version, when it changed. */
  previousTitle: Nullable(Type.String()),
  diff: Nullable(
    Type.Object({
      summary: Type.Object({ added: Type.Integer(), removed: Type.Integer(), changed: Type.Integer(), unchanged: Type.Integer() }),
      changes: Type.Array(BlockChangeSchema),
    }),
  ),
});
export type TopicChange = Static<typeof TopicChangeSchema>;

export const HistoryEntrySchema = Type.Object({ ...VersionSchema.properties, changes: Type.Array(TopicChangeSchema) });
export type HistoryEntry = Static<typeof HistoryEntrySchema>;
export const HistoryPageSchema = Type.Object({
  items: Type.Array(HistoryEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type HistoryPage = Static<typeof HistoryPageSchema>;
export const HistoryQuery = Type.Object({
  page: PageSchema({ default: DEFAULT_PAGE }),
  size: ListSizeSchema({ default: DEFAULT_PAGE_SIZE }),
});

// Releases

export const ReleaseBody = Type.Object({
  documentId: UuidSchema(),
  /** The version released; absent: the current one. */
  versionId: Type.Optional(UuidSchema()),
  releaseVersion: Type.String({ maxLength: 500, ...specMessage(Messages.document.releaseVersionRequired) }),
  /** A final release locks the document. */
  final: Type.Optional(Type.Boolean({ default: false })),
});
export type ReleaseBody = Static<typeof ReleaseBody>;

export const ReleaseSchema = Type.Object({
  documentId: Type.String(),
  versionId: Type.String(),
  versionNumber: Type.Integer(),
  releaseVersion: Type.String(),
  final: Type.Boolean(),
  releasedAt: Timestamp,
  releasedBy: Nullable(Type.String()),
});
export type Release = Static<typeof ReleaseSchema>;
export const ReleaseWrittenSchema = Type.Object({ ...ReleaseSchema.properties, message: Type.String() });
export const ReleaseListSchema = Type.Object({ items: Type.Array(ReleaseSchema) });

// Rollforward

export const RollforwardBody = Type.Object({
  documentId: UuidSchema(),
  /** The version copied; absent: the latest release ("No Release Found" without one). */
  versionId: Type.Optional(UuidSchema()),
  /** The new period end date; the XBRL contexts' periods move with it. */
  periodEndDate: Type.String({ maxLength: 20, ...specMessage(Messages.document.periodEndRequired) }),
  /** The new document's title; absent: the same. */
  title: Type.Optional(Text(500)),
  /** Keep the comment anchors of the topics (default) or drop them. */
  keepComments: Type.Optional(Type.Boolean({ default: true })),
  /** Where the new document goes; absent: the same folder. */
  folderId: Type.Optional(Nullable(IdSchema())),
});
export type RollforwardBody = Static<typeof RollforwardBody>;

// XBRL metadata of a document (contexts, units, namespaces: what facts in topics refer to)

export const XbrlPeriodSchema = Type.Object({
  instant: Type.Optional(DateText),
  startDate: Type.Optional(DateText),
  endDate: Type.Optional(DateText),
  forever: Type.Optional(Type.Boolean()),
});
/*
 * Everything below the ids and periods is optional and every object stays open: metadata saved
 * before these fields were named (and what other tools add) keeps validating. The Inline XBRL
 * writer reports what it lacks (an entity, a measure, a schemaRef) instead of the schema refusing it.
 */
const XbrlQName = Type.String({ minLength: 1, maxLength: 300 });
/** A context's member of an explicit dimension, both QNames (`us-gaap:StatementBusinessSegmentsAxis`, `aapl:AmericasSegmentMember`). */
export const XbrlExplicitMemberSchema = Type.Object({ dimension: XbrlQName, member: XbrlQName }, { additionalProperties: true });
/** A context's value of a typed dimension: the dimension, its domain element and the element's text. */
export const XbrlTypedMemberSchema = Type.Object(
  { dimension: XbrlQName, element: XbrlQName, value: Type.String({ maxLength: 1_000 }) },
  { additionalProperties: true },
);
export const XbrlSegmentSchema = Type.Object(
  {
    explicitMembers: Type.Optional(Type.Array(XbrlExplicitMemberSchema, { maxItems: 100 })),
    typedMembers: Type.Optional(Type.Array(XbrlTypedMemberSchema, { maxItems: 100 })),
  },
  { additionalProperties: true },
);
/** Who reports (EDGAR: the CIK in the scheme `http://www.sec.gov/CIK`) and, in the segment, the context's dimensions. */
export const XbrlEntitySchema = Type.Object(
  {
    scheme: Type.Optional(Type.String({ maxLength: 500 })),
    identifier: Type.Optional(Type.String({ maxLength: 200 })),
    segment: Type.Optional(XbrlSegmentSchema),
  },
  { additionalProperties: true },
);
export const XbrlContextSchema = Type.Object(
  { id: Type.String({ minLength: 1, maxLength: 200 }), period: XbrlPeriodSchema, entity: Type.Optional(XbrlEntitySchema) },
  { additionalProperties: true },
);
const XbrlMeasures = Type.Array(XbrlQName, { minItems: 1, maxItems: 20 });
/** A unit: one measure (`iso4217:USD`), measures multiplied, or a ratio (numerator over denominator: USD per share). */
export const XbrlUnitSchema = Type.Object(
  {
    id: Type.String({ maxLength: 200 }),
    measure: Type.Optional(XbrlQName),
    measures: Type.Optional(XbrlMeasures),
    numerator: Type.Optional(XbrlMeasures),
    denominator: Type.Optional(XbrlMeasures),
  },
  { additionalProperties: true },
);
/** A fact with no place in the text (Inline XBRL `ix:hidden`): the dei facts a cover page does not show. */
export const XbrlHiddenFactSchema = Type.Object(
  {
    id: Type.Optional(Type.String({ maxLength: 200 })),
    kind: Type.Optional(Type.Union([Type.Literal('nonNumeric'), Type.Literal('nonFraction')])),
    name: XbrlQName,
    contextRef: Type.String({ maxLength: 200 }),
    /** The text shown; for an escaped fact (a hidden text block) its XHTML markup, which can be long. */
    value: Type.String({ maxLength: 1_000_000 }),
    unitRef: Type.Optional(Type.String({ maxLength: 200 })),
    decimals: Type.Optional(Type.String({ maxLength: 10 })),
    scale: Type.Optional(Type.String({ maxLength: 10 })),
    sign: Type.Optional(Type.Literal('-')),
    format: Type.Optional(XbrlQName),
    /** nonNumeric only: the value is markup (a hidden text block). */
    escape: Type.Optional(Type.Boolean()),
    /** `xsi:nil`: no value; the element is written empty. */
    nil: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: true },
);
const XbrlIdRefs = Type.Array(Type.String({ minLength: 1, maxLength: 200 }), { minItems: 1, maxItems: 10_000 });
/**
 * An Inline XBRL relationship (`ix:relationship`): facts, by id, to the footnotes (or, with
 * another arcrole, the facts) they are linked to. Absent arcrole and linkRole are XBRL's
 * fact-footnote arcrole and standard link role.
 */
export const XbrlRelationshipSchema = Type.Object(
  {
    fromRefs: XbrlIdRefs,
    toRefs: XbrlIdRefs,
    arcrole: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    linkRole: Type.Optional(Type.String({ minLength: 1, maxLength: 500 })),
    order: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: true },
);
export const XbrlMetadataSchema = Type.Object(
  {
    namespaces: Type.Optional(Type.Record(Type.String({ maxLength: 100 }), Type.String({ maxLength: 500 }))),
    contexts: Type.Array(XbrlContextSchema, { maxItems: 20_000 }),
    units: Type.Optional(Type.Array(XbrlUnitSchema, { maxItems: 5_000 })),
    /** The entity of every context that names none. */
    entity: Type.Optional(XbrlEntitySchema),
    /** The taxonomy entry points the facts' concepts come from (`link:schemaRef` hrefs). */
    schemaRefs: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 2_000 }), { maxItems: 20 })),
    hiddenFacts: Type.Optional(Type.Array(XbrlHiddenFactSchema, { maxItems: 5_000 })),
    relationships: Type.Optional(Type.Array(XbrlRelationshipSchema, { maxItems: 20_000 })),
  },
  { additionalProperties: true },
);
export type XbrlMetadata = Static<typeof XbrlMetadataSchema>;
export const XbrlMetadataBody = Type.Object({ metadata: XbrlMetadataSchema });
export const DocumentXbrlSchema = Type.Object({ documentId: Type.String(), metadata: Type.Union([XbrlMetadataSchema, Type.Null()]) });

// Document index

export const IndexEntrySchema = Type.Object({
  topicId: UuidSchema(),
  label: Type.String({ minLength: 1, maxLength: 500 }),
  level: Type.Integer({ minimum: 1, maximum: 6 }),
});
export type IndexEntry = Static<typeof IndexEntrySchema>;
export const DocumentIndexSchema = Type.Object({
  documentId: Type.String(),
  entries: Type.Array(IndexEntrySchema),
  /** False while the index is the map's own order (nobody saved one). */
  saved: Type.Boolean(),
});
export type DocumentIndex = Static<typeof DocumentIndexSchema>;
export const DocumentIndexBody = Type.Object({ entries: Type.Array(IndexEntrySchema, { maxItems: 5_000 }) });
export const DocumentIndexWrittenSchema = Type.Object({ ...DocumentIndexSchema.properties, message: Type.String() });

// Preview

export const PreviewSchema = Type.Object({
  id: Type.String(),
  title: Type.String(),
  documentType: Type.Integer(),
  contentKind: OneOf(CONTENT_KINDS),
  /** The whole document as XHTML (model documents); images point at `api/document/{id}/image?key=…`. */
  xhtml: Nullable(Type.String()),
  /** The kept file (file documents): fetched from `api/document/{id}/file?version`. */
  file: Nullable(DocumentFileSchema),
});
export type Preview = Static<typeof PreviewSchema>;
export const ImageQuery = Type.Object({ key: Type.String({ maxLength: 512 }) });

// Recent documents and search

export const RecentDocumentSchema = Type.Object({ ...DocumentSummarySchema.properties, openedAt: Timestamp });
export const RecentDocumentListSchema = Type.Object({ items: Type.Array(RecentDocumentSchema) });
export const RecentDocumentsQuery = Type.Object({ size: ListSizeSchema({ default: DEFAULT_PAGE_SIZE }) });

/** Text with the matched words marked: the SPA renders the parts, so no markup from content is ever interpreted. */
export const HighlightSchema = Type.Array(Type.Object({ text: Type.String(), match: Type.Boolean() }));
export type Highlight = Static<typeof HighlightSchema>;

export const SearchHitSchema = Type.Object({
  document: DocumentSummarySchema,
  title: HighlightSchema,
  /** The best matching topic, when the content matched. */
  topicId: Nullable(Type.String()),
  topicTitle: Nullable(Type.String()),
  snippet: HighlightSchema,
  rank: Type.Number(),
});
export type SearchHit = Static<typeof SearchHitSchema>;
export const SearchPageSchema = Type.Object({
  items: Type.Array(SearchHitSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type SearchPage = Static<typeof SearchPageSchema>;
export const SearchQuery = Type.Object({
  /** Words, "a phrase", -excluded (web search syntax); blank finds nothing. */
  q: Type.String({ maxLength: 200 }),
  companyId: Type.Optional(IdSchema()),
  page: PageSchema({ default: DEFAULT_PAGE }),
  size: ListSizeSchema({ default: DEFAULT_PAGE_SIZE }),
});
export type SearchQuery = Static<typeof SearchQuery>;

export const FormTypeListSchema = Type.Object({ items: Type.Array(Type.Object({ name: Type.String(), special: Type.Boolean() })) });

// DITA

export const DitaTreeQuery = Type.Object({ companyId: IdSchema() });
/** One entry of a company's library as a DITA tree: folders, documents (maps) and their topics. */
export const DitaEntrySchema = Type.Object({
  kind: OneOf(ENTRY_KINDS),
  ditaKind: OneOf(DITA_KINDS),
  /** Folder id (as text), document id or topic id. */
  id: Type.String(),
  /** The folder or document it is in; null at the top level. */
  parentId: Nullable(Type.String()),
  name: Type.String(),
  documentType: Nullable(Type.Integer()),
});
export type DitaEntry = Static<typeof DitaEntrySchema>;
export const DitaTreeSchema = Type.Object({ companyId: Type.Integer(), entries: Type.Array(DitaEntrySchema) });

export const DitaMapSchema = Type.Object({
  documentId: Type.String(),
  title: Type.String(),
  ditaKind: Type.Literal('Map'),
  topics: Type.Array(Type.Object({ id: Type.String(), title: Type.String(), ditaKind: Type.Literal('Topic'), href: Type.String() })),
  /** The map as a DITA `.ditamap` file. */
  xml: Type.String(),
});
export type DitaMap = Static<typeof DitaMapSchema>;

/** Builds a document from a map folder: the folder's documents, in title order, each bringing its topics. */
export const DitaBuildBody = Type.Object({
  companyId: IdSchema(),
  folderId: Type.Optional(IdSchema(specMessage(Messages.folder.ditaFolderRequired))),
  documentType: Type.Optional(DocumentTypeSchema),
  title: Type.Optional(Text(500)),
  formType: Type.Optional(Text(20)),
  periodEndDate: Type.Optional(Text(20)),
});
export type DitaBuildBody = Static<typeof DitaBuildBody>;

/** Reorders the map or leaves topics out of it (a new version). */
export const DitaMapUpdateBody = Type.Object({
  topicIds: Type.Array(UuidSchema(), { minItems: 1, maxItems: 5_000 }),
  revisionDescription: RevisionDescription,
});
export type DitaMapUpdateBody = Static<typeof DitaMapUpdateBody>;
