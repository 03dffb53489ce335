import { type Static, Type } from 'typebox';
import { EXPORT_FORMATS } from '../documents.ts';
import { Nullable } from '../nullable.ts';
import { OneOf } from './api.ts';

/*
 * Rendering a document version to PDF, EDGAR HTML, Inline XBRL or Word, and the jobs that do it
 * (spec §3 export formats, §4 rendering statuses, job types and results). A request answers at
 * once with the job's id; the job's progress and outcome arrive as realtime events and can be read
 * at `api/export/{jobId}`; the file and the log download from it.
 */

const Uuid = Type.String({ format: 'uuid' });

export const PAGE_SIZES = ['Letter', 'A4', 'Legal'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
export const ORIENTATIONS = ['portrait', 'landscape'] as const;

/** Margins in millimetres; the printable area must stay at least 50 mm each way (the engine checks). */
const Margin = Type.Number({ minimum: 0, maximum: 100 });

/** How a PDF is laid out; the other formats ignore it. Absent fields take the filing defaults (US Letter, portrait, 25 mm). */
export const RenderOptionsSchema = Type.Object(
  {
    pageSize: Type.Optional(OneOf(PAGE_SIZES)),
    orientation: Type.Optional(OneOf(ORIENTATIONS)),
    margins: Type.Optional(Type.Object({ top: Margin, right: Margin, bottom: Margin, left: Margin }, { additionalProperties: false })),
    pageNumbers: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type RenderOptions = Static<typeof RenderOptionsSchema>;

export const ExportBody = Type.Object(
  {
    documentId: Uuid,
    /** The version's number; absent: the current version. */
    version: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    format: OneOf(EXPORT_FORMATS),
    options: Type.Optional(RenderOptionsSchema),
  },
  { additionalProperties: false },
);
export type ExportBody = Static<typeof ExportBody>;

export const ExportParams = Type.Object({ jobId: Uuid });
export const ExportPageParams = Type.Object({ jobId: Uuid, page: Type.Integer({ minimum: 1, maximum: 100_000 }) });

export const ExportAcceptedSchema = Type.Object({ jobId: Type.String() });

/** What a job makes: an export format, or `comments` for a comment transfer (job type 2). */
export const JOB_FORMATS = [...EXPORT_FORMATS, 'comments'] as const;

/** A render job (or a comment transfer) as the requester sees it. */
export const ExportJobSchema = Type.Object({
  jobId: Type.String(),
  documentId: Type.String(),
  versionNumber: Type.Integer(),
  format: OneOf(JOB_FORMATS),
  /** rendering 1, comment transfer 2, chunking 3. */
  jobType: Type.Integer(),
  /** Rendering status: initialized 2 (accepted), pending 3 (rendering), completed 4, error 5. */
  status: Type.Integer(),
  /** Job result once finished: completed 3 or error 2. */
  result: Nullable(Type.Integer()),
  /** 0–100. */
  progress: Type.Integer(),
  /** The spec's message for the outcome: "Document Rendering is Completed.", "Error in Rendering Document.", … */
  message: Nullable(Type.String()),
  requestedAt: Type.String(),
  startedAt: Nullable(Type.String()),
  finishedAt: Nullable(Type.String()),
  file: Nullable(Type.Object({ name: Type.String(), size: Type.Integer(), contentType: Type.String() })),
  /** Whether a log (violations, missing facts, the failure) can be downloaded. */
  hasLog: Type.Boolean(),
  /** A finished PDF's pages, and the page each topic starts on (the proof preview keeps its panes together with them). */
  pageCount: Nullable(Type.Integer()),
  topicPages: Type.Union([Type.Record(Type.String(), Type.Integer()), Type.Null()]),
});
export type ExportJob = Static<typeof ExportJobSchema>;

export const ExportJobListSchema = Type.Object({ items: Type.Array(ExportJobSchema) });
export type ExportJobList = Static<typeof ExportJobListSchema>;
