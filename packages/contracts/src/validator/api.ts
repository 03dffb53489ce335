import { type Static, Type } from 'typebox';
import { DEFAULT_PAGE, DEFAULT_PAGE_SIZE } from '../limits.ts';
import { Nullable } from '../nullable.ts';
import { ListSizeSchema, PageSchema, specMessage } from '../request-schemas.ts';
import {
  FORM_DESCRIPTIONS,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX,
  RUN_STATES,
  type RunState,
  VALIDATION_METHODS,
  VALIDATION_SEVERITIES,
} from './rules.ts';

/**
 * Request and response shapes of the Validator (module 10), all under /api/validator:
 *
 * - GET    /companies                         ValidatorCompaniesQuery → ValidatorCompanyPage
 * - GET    /companies/:companyId/projects     ProjectListQuery → ProjectPage
 * - POST   /companies/:companyId/projects     ProjectInput → 201 Project
 * - GET    /projects/:projectId               → Project
 * - PUT    /projects/:projectId               ProjectInput → Project
 * - DELETE /projects/:projectId               → 204 (its runs and files go with it)
 * - POST   /projects/:projectId/runs          multipart `file` → 202 RunSummary (queued)
 * - GET    /projects/:projectId/runs          RunListQuery → RunPage (the project's history, newest first)
 * - GET    /runs/:runId                       → RunDetail
 * - GET    /runs/:runId/messages              RunMessagesQuery → RunMessagePage
 * - GET    /runs/:runId/log                   → text/plain attachment, every message with its location
 *
 * Every route needs the validator module; a company, project or run out of the caller's scope is a 404.
 * Live progress: `validator` events `run.progress` / `run.finished` in the room of the project's company,
 * `company:<companyId>` (whoever may see the company may see its projects); each carries its `projectId`.
 */

const SeveritySchema = Type.Enum(VALIDATION_SEVERITIES);
const RunStateSchema = Type.Unsafe<RunState>({ type: 'string' as const, enum: [...RUN_STATES] }) as ReturnType<
  typeof Type.Unsafe<RunState>
> & {
  type: 'string';
};
const MethodSchema = Type.Enum(VALIDATION_METHODS.map((m) => m.id));
const FormDescriptionSchema = Type.Enum(FORM_DESCRIPTIONS);

export const ValidatorCompaniesQuery = Type.Object({
  /** Company name, CIK or ticker, as typed. */
  q: Type.Optional(Type.String({ maxLength: 100 })),
  sort: Type.Optional(Type.Union([Type.Literal('name'), Type.Literal('lastRunAt'), Type.Literal('projectCount')], { default: 'name' })),
  order: Type.Optional(Type.Union([Type.Literal('asc'), Type.Literal('desc')], { default: 'asc' })),
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export type ValidatorCompaniesQuery = Static<typeof ValidatorCompaniesQuery>;

export const ValidatorCompanySchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  cik: Nullable(Type.String()),
  ticker: Nullable(Type.String()),
  projectCount: Type.Integer(),
  lastRunAt: Nullable(Type.String()),
  lastRunState: Nullable(RunStateSchema),
});
export type ValidatorCompany = Static<typeof ValidatorCompanySchema>;

export const ValidatorCompanyPageSchema = Type.Object({
  items: Type.Array(ValidatorCompanySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ValidatorCompanyPage = Static<typeof ValidatorCompanyPageSchema>;

/** A project's fields; each missing or wrong one answers its spec §5 message. */
export const ProjectInput = Type.Object({
  name: Type.String({ minLength: 1, maxLength: PROJECT_NAME_MAX, ...specMessage(PROJECT_MESSAGES.name) }),
  formDescription: Type.Enum(FORM_DESCRIPTIONS, specMessage(PROJECT_MESSAGES.formDescription)),
  method: Type.Enum(
    VALIDATION_METHODS.map((m) => m.id),
    specMessage(PROJECT_MESSAGES.method),
  ),
});
export type ProjectInput = Static<typeof ProjectInput>;

export const SeverityCountsSchema = Type.Object({
  error: Type.Integer(),
  inconsistency: Type.Integer(),
  warning: Type.Integer(),
  info: Type.Integer(),
});
export type SeverityCounts = Static<typeof SeverityCountsSchema>;

export const RunSummarySchema = Type.Object({
  id: Type.Integer(),
  projectId: Type.Integer(),
  /** The uploaded file's name, as the user's machine named it (display only). */
  fileName: Type.String(),
  fileSize: Type.Integer(),
  /** What the upload turned out to be, by content. */
  kind: Type.Union([Type.Literal('ixbrl'), Type.Literal('xbrl'), Type.Literal('zip')]),
  state: RunStateSchema,
  progress: Type.Integer(),
  phase: Type.String(),
  requestedBy: Type.String(),
  requestedAt: Type.String(),
  finishedAt: Nullable(Type.String()),
  counts: SeverityCountsSchema,
  /** Facts found in the filing, once read. */
  factCount: Nullable(Type.Integer()),
  /** Why a crashed run could not process the file. */
  failure: Nullable(Type.String()),
});
export type RunSummary = Static<typeof RunSummarySchema>;

export const ProjectSchema = Type.Object({
  id: Type.Integer(),
  companyId: Type.Integer(),
  companyName: Type.String(),
  name: Type.String(),
  formDescription: FormDescriptionSchema,
  method: MethodSchema,
  createdBy: Type.String(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  lastRun: Nullable(RunSummarySchema),
});
export type Project = Static<typeof ProjectSchema>;

export const ProjectListQuery = Type.Object({
  q: Type.Optional(Type.String({ maxLength: 100 })),
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export type ProjectListQuery = Static<typeof ProjectListQuery>;

export const ProjectPageSchema = Type.Object({
  items: Type.Array(ProjectSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type ProjectPage = Static<typeof ProjectPageSchema>;

export const RunListQuery = Type.Object({
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export type RunListQuery = Static<typeof RunListQuery>;

export const RunPageSchema = Type.Object({
  items: Type.Array(RunSummarySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type RunPage = Static<typeof RunPageSchema>;

/** One rule's findings in a run: the results screen's groups, within each severity. */
export const RuleGroupSchema = Type.Object({
  severity: SeveritySchema,
  ruleId: Type.String(),
  count: Type.Integer(),
  /** The first message of the group, as an example of what the rule says. */
  sample: Type.String(),
});
export type RuleGroup = Static<typeof RuleGroupSchema>;

export const RunDetailSchema = Type.Object({
  run: RunSummarySchema,
  project: Type.Object({ id: Type.Integer(), name: Type.String(), companyId: Type.Integer(), companyName: Type.String() }),
  groups: Type.Array(RuleGroupSchema),
});
export type RunDetail = Static<typeof RunDetailSchema>;

export const RunMessagesQuery = Type.Object({
  severity: Type.Optional(SeveritySchema),
  ruleId: Type.Optional(Type.String({ maxLength: 200 })),
  page: Type.Optional(PageSchema({ default: DEFAULT_PAGE })),
  size: Type.Optional(ListSizeSchema({ default: DEFAULT_PAGE_SIZE })),
});
export type RunMessagesQuery = Static<typeof RunMessagesQuery>;

/** Where a finding is: the file inside the submission, its line and column, the element, the fact's id. */
export const MessageLocationSchema = Type.Object({
  file: Type.String(),
  line: Nullable(Type.Integer()),
  column: Nullable(Type.Integer()),
  element: Nullable(Type.String()),
  /** The fact's id attribute, when the finding is about a fact that has one (links to the fact). */
  factId: Nullable(Type.String()),
});
export type MessageLocation = Static<typeof MessageLocationSchema>;

export const RunMessageSchema = Type.Object({
  id: Type.Integer(),
  severity: SeveritySchema,
  ruleId: Type.String(),
  message: Type.String(),
  location: Nullable(MessageLocationSchema),
});
export type RunMessage = Static<typeof RunMessageSchema>;

export const RunMessagePageSchema = Type.Object({
  items: Type.Array(RunMessageSchema),
  total: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});
export type RunMessagePage = Static<typeof RunMessagePageSchema>;
