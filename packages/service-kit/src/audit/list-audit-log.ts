import { ApiError, type AuditLogEntry, AuditLogMessages, type AuditLogPage } from '@ea/contracts';
import type { AnyDb } from '@ea/db';
import { tenantScope } from '../auth/tenant-scope.ts';
import type { UseCaseContext } from '../use-case/caller.ts';
import { type AuditRow, listAuditEntries } from './audit-log-repository.ts';

/** Where a module's audit log is: the database and the module's schema. */
export interface AuditLogDeps {
  db: AnyDb;
  schema: string;
}

export interface AuditLogRequest {
  page: number;
  limit: number;
  /** One action or several, comma-separated. */
  actionfilter?: string | undefined;
  type?: string | undefined;
  /** The module's kinds of record, when its schema's log holds another module's too. */
  targetTypes?: readonly string[];
  search?: string | undefined;
  /** Search only these fields of the values before and after a change (the whole values when absent). */
  searchKeys?: readonly string[];
  /** Leave out the per-record entries of this kind of job run (see AuditQuery). */
  withoutRecordsOf?: string;
  /** Entries at or after this ISO instant. */
  from?: string | undefined;
  /** Entries before this ISO instant (the start of the day after a range's last day). */
  to?: string | undefined;
}

/** An ISO instant the request schema let through, or null where its date is not on the calendar (30 February). */
function calendarMoment(text: string): Date | null {
  const [year, month, day] = text.slice(0, 10).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const onCalendar = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  const moment = new Date(text);
  return onCalendar && !Number.isNaN(moment.getTime()) ? moment : null;
}

/** The request's date range as moments; 400 for a moment off the calendar or an end not after the start. */
function dateRange(request: Pick<AuditLogRequest, 'from' | 'to'>): { from?: Date; to?: Date } {
  const fields: Record<string, string> = {};
  const read = (name: 'from' | 'to') => {
    const text = request[name];
    if (text === undefined) return undefined;
    const moment = calendarMoment(text);
    if (!moment) fields[name] = AuditLogMessages.badMoment;
    return moment ?? undefined;
  };
  const from = read('from');
  const to = read('to');
  if (from && to && to <= from) fields.to = AuditLogMessages.rangeOrder;
  const [first] = Object.values(fields);
  if (first) throw new ApiError('validation', first, fields);
  return { ...(from && { from }), ...(to && { to }) };
}

function auditEntryView(row: AuditRow): AuditLogEntry {
  return {
    id: row.id,
    occurredAt: row.occurred_at.toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    action: row.action,
    targetType: row.target_type,
    targetId: row.target_id,
    channelId: row.channel_id,
    companyId: row.company_id,
    before: row.before,
    after: row.after,
  };
}

/** A module's audit log entries the caller may see (its channel's, a single company's own; admins all), newest first. */
export async function listAuditLog({ deps, caller }: UseCaseContext<AuditLogDeps>, request: AuditLogRequest): Promise<AuditLogPage> {
  const actions = request.actionfilter
    ?.split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const range = dateRange(request);
  const { rows, total } = await listAuditEntries(deps.db, deps.schema, {
    ...range,
    scope: tenantScope(caller.claims),
    actions,
    targetType: request.type,
    targetTypes: request.targetTypes,
    search: request.search,
    searchKeys: request.searchKeys,
    page: request.page,
    limit: request.limit,
    withoutRecordsOf: request.withoutRecordsOf,
  });
  return { items: rows.map(auditEntryView), total, page: request.page, limit: request.limit };
}
