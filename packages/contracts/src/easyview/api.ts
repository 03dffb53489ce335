import { type Static, Type } from 'typebox';
import { auditLogQuerySchema } from '../audit-log-api.ts';
import { Nullable } from '../nullable.ts';

/**
 * EAsyView (module 1): the reader's view of an Inline XBRL filing with its facts. Its projects and
 * uploads are the Validator's shapes (packages/contracts/src/validator: ProjectInput, Project,
 * RunSummary, …) under /api/easyview instead of /api/validator, kept apart by module: a project
 * belongs to one module, and each module's routes see only its own projects.
 *
 * - GET  /api/easyview/companies, /companies/:companyId/projects, POST …, GET/PUT/DELETE /projects/:projectId,
 *        POST/GET /projects/:projectId/runs, GET /runs/:runId           (as the Validator's)
 * - GET  /api/easyview/runs/:runId/document   → text/html: the filing's Inline XBRL document made safe to
 *        show (no scripts, event attributes, forms or external references; images of the submission inlined
 *        as data URLs), each tagged fact's outermost element carrying `data-fact="<fact id>"`; served with a
 *        Content-Security-Policy that forbids scripts, for a sandboxed frame of the SPA
 * - GET  /api/easyview/runs/:runId/facts      → ViewerFacts: every fact with what its details pane shows
 * - GET  /api/easyview/auditlog               → the module's audit log (project created, updated, deleted,
 *        filing uploaded, viewed), the kit's AuditLogPage shape
 *
 * The document and the facts of a run exist once it has passed or failed (a crashed run has none: 404
 * with EasyViewErrors.noDocument).
 */

export const ViewerDimensionSchema = Type.Object({
  /** The axis and its member as QNames written prefix:local ("us-gaap:StatementBusinessSegmentsAxis"). */
  dimension: Type.String(),
  member: Type.String(),
  dimensionLabel: Nullable(Type.String()),
  memberLabel: Nullable(Type.String()),
});
export type ViewerDimension = Static<typeof ViewerDimensionSchema>;

export const ViewerPeriodSchema = Type.Object({
  type: Type.Union([Type.Literal('instant'), Type.Literal('duration'), Type.Literal('forever')]),
  /** ISO dates as the context says them; an instant has `end` only. */
  start: Nullable(Type.String()),
  end: Nullable(Type.String()),
});
export type ViewerPeriod = Static<typeof ViewerPeriodSchema>;

export const CalculationLinkSchema = Type.Object({
  /** The other concept of the relationship, prefix:local, and its label where the taxonomy has one. */
  concept: Type.String(),
  label: Nullable(Type.String()),
  weight: Type.Number(),
  /** The extended link role's definition or URI: which statement the relationship belongs to. */
  role: Type.String(),
});
export type CalculationLink = Static<typeof CalculationLinkSchema>;

export const ViewerFactSchema = Type.Object({
  /** The fact's id in the document: what `data-fact` names. Facts without an id get a generated one. */
  id: Type.String(),
  concept: Type.String(),
  /** The concept's standard label, when the taxonomy that defines it could be loaded. */
  label: Nullable(Type.String()),
  kind: Type.Union([Type.Literal('numeric'), Type.Literal('nonNumeric')]),
  /** The XBRL value (after format, scale and sign); null when nil. Non-numeric values are cut at 2,000 characters. */
  value: Nullable(Type.String()),
  /** The text as the reader sees it in the document, cut like the value. */
  displayValue: Type.String(),
  contextId: Type.String(),
  period: Nullable(ViewerPeriodSchema),
  dimensions: Type.Array(ViewerDimensionSchema),
  /** The unit as measures ("iso4217:USD", "iso4217:USD / xbrli:shares"). */
  unit: Nullable(Type.String()),
  decimals: Nullable(Type.String()),
  scale: Nullable(Type.Integer()),
  /** True when ix:sign="-" negates the value shown. */
  negated: Type.Boolean(),
  format: Nullable(Type.String()),
  hidden: Type.Boolean(),
  footnotes: Type.Array(Type.String()),
  /** Calculation relationships: the totals this fact's concept adds into, and the concepts adding into it. */
  calculation: Type.Object({ parents: Type.Array(CalculationLinkSchema), children: Type.Array(CalculationLinkSchema) }),
});
export type ViewerFact = Static<typeof ViewerFactSchema>;

export const ViewerFactsSchema = Type.Object({
  runId: Type.Integer(),
  /** The document's name in the submission. */
  document: Type.String(),
  facts: Type.Array(ViewerFactSchema),
});
export type ViewerFacts = Static<typeof ViewerFactsSchema>;

/** The kinds of record EAsyView's audit log names: projects, the filings uploaded to them and viewed, taxonomy packages. */
export const EASYVIEW_AUDIT_TARGETS = ['easyview-project', 'easyview-filing', 'easyview-taxonomy-package'] as const;
export type EasyViewAuditTarget = (typeof EASYVIEW_AUDIT_TARGETS)[number];

/** GET /api/easyview/auditlog: the list parameters of every module's audit screen. */
export const EasyViewAuditLogQuery = auditLogQuerySchema(EASYVIEW_AUDIT_TARGETS);
