import type { CompanyFields } from '@ea/contracts/directory';
import type { NewEvent } from '@ea/events';
import type { BatchOutcome, ValidRow } from '@ea/import-runs';
import type { AuditEntry } from '@ea/service-kit/use-case';
import type { RowError } from '@ea/workbook';
import { type CompanyRow, findIdentifierHolders, insertNewCompanies } from '../../db/companies-repository.ts';
import { type CompanyImportRunRow, type CompanyRowOutcomeEntry, insertRowOutcomes } from '../../db/company-import-runs-repository.ts';
import type { DirectoryExecutor } from '../../db/schema.ts';
import { companyEvent } from '../../events/company-events.ts';
import { companyAuditValues } from '../companies/company-view.ts';
import { writeCompanyUpdate } from '../companies/update-company.ts';
import { IdentifierHolders, identifiersOf, matchRow, type RowMatch } from './company-row-match.ts';
import { reportValues } from './company-sheet.ts';

type Row = ValidRow<CompanyFields>;

/**
 * Writes one batch of a run in its transaction. Each row is matched against the channel's
 * companies as they stand now (held locked until the commit, so no one changes them meanwhile):
 * new companies are inserted, companies to update are updated like the edit form does (audit
 * entry and company.updated), rows already there and updated rows are recorded for the report,
 * and conflicting rows are refused with their messages.
 */
export async function writeCompanyBatch(trx: DirectoryExecutor, run: CompanyImportRunRow, rows: Row[]): Promise<BatchOutcome> {
  const batch = new BatchWriter(trx, run);
  const holders = await lookUp(trx, run, rows);
  const fresh: Row[] = [];
  for (const row of rows) {
    const match = matchRow(row.value, holders, run.update_existing);
    if (match.kind === 'new') fresh.push(row);
    else await batch.apply(row, match, holders);
  }
  const inserted = await insertNewCompanies(
    trx,
    fresh.map(({ value }) => ({ ...value, channel_id: run.channel_id, created_by: run.created_by, import_run_id: run.id })),
  );
  for (const row of inserted) batch.created(row);
  // A company another writer added between the look-up and the insert: the row is matched again
  // against it (the insert waited for that writer's commit, so it is visible now).
  const taken = fresh.filter((row) => !inserted.some((company) => holds(company, row.value)));
  if (taken.length > 0) {
    const now = await lookUp(trx, run, taken);
    for (const row of taken) {
      const match = matchRow(row.value, now, run.update_existing);
      if (match.kind === 'new') throw new Error(`company import ${run.id}: row ${row.rowNumber} was neither inserted nor matched`);
      await batch.apply(row, match, now);
    }
  }
  return batch.finish();
}

async function lookUp(trx: DirectoryExecutor, run: CompanyImportRunRow, rows: Row[]): Promise<IdentifierHolders> {
  const found = await findIdentifierHolders(trx, run.channel_id, identifiersOf(rows.map((r) => r.value)), { lock: true });
  return new IdentifierHolders(found);
}

function holds(company: CompanyRow, row: CompanyFields): boolean {
  return (row.cik !== null && company.cik === row.cik) || (row.cid !== null && company.cid === row.cid);
}

/** What a batch wrote so far, gathered into the run's outcome. */
class BatchWriter {
  private readonly audit: AuditEntry[] = [];
  private readonly events: NewEvent[] = [];
  private readonly listed: CompanyRowOutcomeEntry[] = [];
  private readonly failed: RowError[] = [];
  private createdCount = 0;
  private updatedCount = 0;

  constructor(
    private readonly trx: DirectoryExecutor,
    private readonly run: CompanyImportRunRow,
  ) {}

  created(row: CompanyRow): void {
    this.createdCount += 1;
    this.audit.push({
      action: 'Create',
      targetType: 'company',
      targetId: row.id,
      channelId: row.channel_id,
      companyId: row.id,
      after: companyAuditValues(row),
    });
    this.events.push(companyEvent('company.created', row));
  }

  async apply(row: Row, match: Exclude<RowMatch, { kind: 'new' }>, holders: IdentifierHolders): Promise<void> {
    const values = reportValues(row.value);
    if (match.kind === 'conflict') {
      this.failed.push({ rowNumber: row.rowNumber, values, messages: match.messages });
      return;
    }
    if (match.kind === 'update') {
      const { after, records } = await writeCompanyUpdate(this.trx, match.company, {
        ...match.fields,
        channel_id: match.company.channel_id,
      });
      // A later row of the batch naming this company sees it as just updated.
      holders.put(after);
      this.audit.push(...records.audit);
      this.events.push(...records.events);
      this.updatedCount += 1;
    }
    this.listed.push({ rowNumber: row.rowNumber, outcome: match.kind === 'update' ? 'updated' : 'existing', values });
  }

  async finish(): Promise<BatchOutcome> {
    await insertRowOutcomes(this.trx, this.run.id, this.listed);
    return {
      created: this.createdCount,
      updated: this.updatedCount,
      failed: this.failed,
      records: { audit: this.audit, events: this.events },
    };
  }
}
