import { type Static, Type } from 'typebox';
import { DEFAULT_PAGE } from './limits.ts';
import { Nullable } from './nullable.ts';
import { PageSchema, specMessage } from './request-schemas.ts';

/**
 * The audit-log read path every module's audit screen uses: the list parameters of spec §2
 * (page, actionfilter, limit, type, search), a date range, and the page of entries it answers.
 */

export const AuditLogMessages = {
  badMoment: 'Enter a date and time such as 2026-11-28T00:00:00Z',
  rangeOrder: 'The end of the date range must be after its start',
} as const;

/**
 * A moment of the date range: an ISO 8601 instant with its offset. The services do not know the
 * reader's time zone, so the SPA turns the days picked into the moments their zone starts and
 * ends them at; the calendar check (no 30 February) is the read path's.
 */
const RangeMoment = Type.String({
  pattern: '^\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}(:\\d{2}(\\.\\d{1,9})?)?(Z|[+-]\\d{2}:\\d{2})$',
  maxLength: 40,
  ...specMessage(AuditLogMessages.badMoment),
});

/** The list parameters; `type` is one of the module's kinds of record. */
export function auditLogQuerySchema<const Types extends readonly [string, ...string[]]>(targetTypes: Types) {
  return Type.Object({
    page: PageSchema({ default: DEFAULT_PAGE }),
    limit: Type.Integer({ minimum: 1, maximum: 500, default: 10 }),
    /** One action or several, comma-separated (Create, Update, Delete, Restore, Read, …). */
    actionfilter: Type.Optional(Type.String({ maxLength: 200 })),
    type: Type.Optional(Type.Union(targetTypes.map((t) => Type.Literal(t as Types[number])))),
    search: Type.Optional(Type.String({ maxLength: 200 })),
    /** Entries at or after this moment. */
    from: Type.Optional(RangeMoment),
    /** Entries before this moment: for a last day, the moment the day after starts. */
    to: Type.Optional(RangeMoment),
  });
}
export type AuditLogQuery = Static<ReturnType<typeof auditLogQuerySchema<[string]>>>;

export const AuditLogEntrySchema = Type.Object({
  id: Type.Integer(),
  occurredAt: Type.String(),
  actorId: Nullable(Type.String()),
  actorEmail: Nullable(Type.String()),
  action: Type.String(),
  targetType: Type.String(),
  targetId: Nullable(Type.String()),
  channelId: Nullable(Type.Integer()),
  companyId: Nullable(Type.Integer()),
  before: Type.Unknown(),
  after: Type.Unknown(),
});
export type AuditLogEntry = Static<typeof AuditLogEntrySchema>;

export const AuditLogListSchema = Type.Object({
  items: Type.Array(AuditLogEntrySchema),
  total: Type.Integer(),
  page: Type.Integer(),
  limit: Type.Integer(),
});
export type AuditLogPage = Static<typeof AuditLogListSchema>;
