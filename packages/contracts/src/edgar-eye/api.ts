import { type Static, Type } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../limits.ts';
import { Nullable } from '../nullable.ts';
import { IdSchema, ListSizeSchema, PageSchema } from '../request-schemas.ts';
import { DATE_RANGES } from './rules.ts';

/**
 * Request and response shapes of EdgarEye: filing search, today's filings, a filing's documents
 * and download, CIK lookup, alerts and the index-file ingestion status.
 */

/** A CIK in a request: the SEC's number without its leading zeros (spec §9: at most 10 digits). */
const CikSchema = Type.Integer({ minimum: 1, maximum: 9_999_999_999 });
const IsoDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });
/** Form types are short codes ("10-K", "SC 13D/A"); the bound keeps a hostile query small. */
const FormType = Type.String({ minLength: 1, maxLength: 20 });
const Accession = Type.String({ pattern: '^\\d{10}-\\d{2}-\\d{6}$' });

export const FilingSchema = Type.Object({
  accession: Accession,
  cik: Type.Integer(),
  companyName: Type.String(),
  formType: Type.String(),
  dateFiled: Type.String(),
  /** The path under EDGAR's Archives (edgar/data/<cik>/<accession>.txt). */
  fileName: Type.String(),
  /** When this product learnt of the filing. */
  ingestedAt: Type.String(),
});
export type Filing = Static<typeof FilingSchema>;

export const FILING_SORTS = ['dateFiled', 'companyName', 'formType', 'cik'] as const;
export type FilingSort = (typeof FILING_SORTS)[number];

/** The search's query: the list parameters stay in the screen's URL under the same names. */
export const FilingSearchQuery = Type.Object({
  /** Company name: prefix first, then similar names (fuzzy). */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  cik: Type.Optional(CikSchema),
  ticker: Type.Optional(Type.String({ minLength: 1, maxLength: 12 })),
  form: Type.Optional(FormType),
  range: Type.Optional(Type.Union(DATE_RANGES.map((range) => Type.Literal(range)))),
  from: Type.Optional(IsoDate),
  to: Type.Optional(IsoDate),
  sort: Type.Optional(
    Type.Union(
      FILING_SORTS.map((sort) => Type.Literal(sort)),
      { default: 'dateFiled' },
    ),
  ),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'desc' })),
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export type FilingSearchQuery = Static<typeof FilingSearchQuery>;

/** Counting stops here: past it the screen says "10,000+" instead of scanning millions of rows. */
export const FILING_COUNT_CAP = 10_000;

export const FilingPageSchema = Type.Object({
  items: Type.Array(FilingSchema),
  /** At most FILING_COUNT_CAP; `more` says there are more matches than that. */
  total: Type.Integer(),
  more: Type.Boolean(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type FilingPage = Static<typeof FilingPageSchema>;

export const TodaysFilingsQuery = Type.Object({
  form: Type.Optional(FormType),
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export const TodaysFilingsSchema = Type.Object({
  /** EDGAR's date today (Eastern time). */
  date: Type.String(),
  items: Type.Array(FilingSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type TodaysFilings = Static<typeof TodaysFilingsSchema>;

export const AccessionParams = Type.Object({ accession: Accession });

export const FilingDocumentSchema = Type.Object({
  name: Type.String(),
  size: Nullable(Type.Integer()),
  lastModified: Nullable(Type.String()),
});
export const FilingDetailSchema = Type.Object({
  filing: FilingSchema,
  /** Every company the filing is listed under (a Form 4 names its reporting owner and its issuer). */
  filers: Type.Array(Type.Object({ cik: Type.Integer(), companyName: Type.String() })),
  /** From the filing's folder index; empty when the source does not have it. */
  documents: Type.Array(FilingDocumentSchema),
});
export type FilingDetail = Static<typeof FilingDetailSchema>;

export const DownloadFilingQuery = Type.Object({
  /** One document of the filing's folder; without it, the full submission text file. */
  document: Type.Optional(Type.String({ minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' })),
});

export const CikLookupQuery = Type.Object({
  q: Type.String({ minLength: 1, maxLength: 100 }),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
});
export const EdgarCompanySchema = Type.Object({
  cik: Type.Integer(),
  name: Type.String(),
  tickers: Type.Array(Type.String()),
});
export type EdgarCompany = Static<typeof EdgarCompanySchema>;
export const CikLookupSchema = Type.Object({ items: Type.Array(EdgarCompanySchema) });

export const FormTypesSchema = Type.Object({
  /** Spec §9's form types with special handling, then every other form type seen, by name. */
  items: Type.Array(Type.Object({ formType: Type.String(), special: Type.Boolean() })),
});

// Alerts

export const AlertSchema = Type.Object({
  id: Type.Integer(),
  cik: Type.Integer(),
  companyName: Type.String(),
  /** Empty: every form type. */
  formTypes: Type.Array(Type.String()),
  /** Also told by e-mail when a filing sets it off. */
  notifyByEmail: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type Alert = Static<typeof AlertSchema>;
export const AlertListSchema = Type.Object({ items: Type.Array(AlertSchema) });

export const AlertBody = Type.Object({
  cik: CikSchema,
  formTypes: Type.Optional(Type.Array(FormType, { maxItems: 50 })),
  notifyByEmail: Type.Optional(Type.Boolean()),
});
export type AlertBody = Static<typeof AlertBody>;
export const AlertUpdateBody = Type.Object({
  formTypes: Type.Optional(Type.Array(FormType, { maxItems: 50 })),
  notifyByEmail: Type.Optional(Type.Boolean()),
});
export const AlertIdParams = Type.Object({ id: IdSchema() });

export const GeneratedAlertSchema = Type.Object({
  id: Type.Integer(),
  alertId: Type.Integer(),
  filing: FilingSchema,
  seen: Type.Boolean(),
  createdAt: Type.String(),
});
export type GeneratedAlert = Static<typeof GeneratedAlertSchema>;
export const GeneratedAlertsQuery = Type.Object({
  unseen: Type.Optional(Type.Boolean()),
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export const GeneratedAlertPageSchema = Type.Object({
  items: Type.Array(GeneratedAlertSchema),
  total: Type.Integer(),
  unseen: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type GeneratedAlertPage = Static<typeof GeneratedAlertPageSchema>;
export const SeenBody = Type.Object({
  /** The generated alerts read; without ids, all of the user's. */
  ids: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500 })),
});
export const SeenResultSchema = Type.Object({ unseen: Type.Integer() });

// Ingestion

export const IndexFileSchema = Type.Object({
  name: Type.String(),
  status: Type.Union([Type.Literal('ingested'), Type.Literal('rejected')]),
  layout: Nullable(Type.String()),
  rows: Type.Integer(),
  added: Type.Integer(),
  errors: Type.Array(Type.Object({ line: Type.Integer(), message: Type.String() })),
  ingestedAt: Type.String(),
});
export type IndexFile = Static<typeof IndexFileSchema>;
export const IndexFileListSchema = Type.Object({ items: Type.Array(IndexFileSchema) });
export const IngestResultSchema = Type.Object({ files: Type.Array(IndexFileSchema) });
