import { randomUUID } from 'node:crypto';
import type { AnyDb } from '@ea/db';
import { createTestDatabase, type TestDatabase } from '@ea/db/test-database';
import { outboxMigrations } from '@ea/events';
import { type AuditLogTable, auditLogMigrations } from '@ea/service-kit/use-case';
import { writeSheet } from '@ea/workbook';
import { type ColumnType, type Kysely, type Selectable, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportDefinition, RowVerdict, ValidRow } from './import-definition.ts';
import { type ImportRowErrorsTable, importRowErrorsRepository } from './import-row-errors-repository.ts';
import { type ImportRunsTable, importRunsRepository, type NewImportRun } from './import-runs-repository.ts';
import { failImport, runImport } from './run-import.ts';
import { createRunTables } from './test-fixtures/run-tables.ts';

// An import whose rule depends on what it imports (as the users import's does: an email already
// registered is refused), so its valid rows are staged at validation and never checked again.
const SCHEMA = 'items_import';

interface Item {
  name: string;
  quantity: number;
}

interface Tables {
  runs: ImportRunsTable;
  row_errors: ImportRowErrorsTable;
  staged_rows: { run_id: string; seq: number; row_number: number; value: ColumnType<Item, string, string> };
  items: { name: string; quantity: number; run_id: string };
  audit_log: AuditLogTable;
}
type Run = Selectable<ImportRunsTable>;

let database: TestDatabase;
let db: Kysely<Tables>;
const runs = importRunsRepository<Kysely<Tables>, Run, NewImportRun>({ schema: SCHEMA, table: 'runs', fileConstraint: 'runs_file' });
const rowErrors = importRowErrorsRepository<Kysely<Tables>>({ schema: SCHEMA, table: 'row_errors' });

beforeAll(async () => {
  database = await createTestDatabase([
    {
      schema: SCHEMA,
      migrations: {
        ...outboxMigrations(SCHEMA),
        ...auditLogMigrations(SCHEMA),
        '0002_items': {
          async up(migrating: AnyDb) {
            await createRunTables(migrating, SCHEMA);
            await sql`create table ${sql.id(SCHEMA, 'staged_rows')} (run_id uuid not null, seq integer not null,
              row_number integer not null, value jsonb not null, primary key (run_id, seq))`.execute(migrating);
            await sql`create table ${sql.id(SCHEMA, 'items')} (name text primary key, quantity integer not null, run_id uuid not null)`.execute(
              migrating,
            );
          },
        },
      },
    },
  ]);
  db = database.db.withSchema(SCHEMA);
});

afterAll(async () => {
  await database?.drop();
});

/** What the definition did, for the assertions. */
interface Trace {
  checkedRows: number;
  afterCommits: string[];
  nudges: number;
  /** Throws once in the batch that starts at this cursor, as a worker dying mid-run would stop. */
  crashAt?: number;
}

function itemsImport(file: Buffer | null, trace: Trace): ImportDefinition<Tables, Run, 'name' | 'quantity', Item> {
  return {
    kind: 'items-import',
    change: { db, schema: SCHEMA, outboxWritten: () => (trace.nudges += 1) },
    runs,
    rowErrors,
    layout: {
      columns: [
        { header: 'Name', field: 'name' },
        { header: 'Quantity', field: 'quantity' },
      ],
    },
    batchSize: 2,
    readFile: async () => file,
    rowRule:
      async () =>
      async (values): Promise<RowVerdict<Item>> => {
        trace.checkedRows += 1;
        const taken = await db.selectFrom('items').select('name').where('name', '=', values.name).executeTakeFirst();
        if (!values.name || taken) return { ok: false, messages: { name: values.name ? 'Already imported' : 'Required' } };
        if (!/^\d+$/.test(values.quantity)) return { ok: false, messages: { quantity: 'Digits only' } };
        return { ok: true, value: { name: values.name, quantity: Number(values.quantity) } };
      },
    staging: {
      async save(trx, runId, rows) {
        if (rows.length === 0) return;
        await trx
          .insertInto('staged_rows')
          .values(rows.map((r) => ({ run_id: runId, seq: r.seq, row_number: r.rowNumber, value: JSON.stringify(r.value) })))
          .execute();
      },
      async load(ex, runId, from, limit): Promise<ValidRow<Item>[]> {
        const rows = await ex
          .selectFrom('staged_rows')
          .selectAll()
          .where('run_id', '=', runId)
          .where('seq', '>=', from)
          .orderBy('seq')
          .limit(limit)
          .execute();
        return rows.map((r) => ({ seq: r.seq, rowNumber: r.row_number, value: r.value }));
      },
    },
    async insertBatch(trx, run, rows) {
      if (trace.crashAt === run.next_row) {
        trace.crashAt = undefined;
        throw new Error('worker died');
      }
      const inserted = await trx
        .insertInto('items')
        .values(rows.map(({ value }) => ({ ...value, run_id: run.id })))
        .onConflict((oc) => oc.column('name').doNothing())
        .returning('name')
        .execute();
      return {
        created: inserted.length,
        records: {
          audit: inserted.map((item) => ({ action: 'Create', targetType: 'item', targetId: item.name })),
          events: inserted.map((item) => ({
            type: 'item.created',
            topic: 'items',
            aggregateType: 'item',
            aggregateId: item.name,
            scope: {},
            payload: item,
          })),
        },
      };
    },
    async afterCommit(run) {
      trace.afterCommits.push(`${run.status}@${run.next_row}`);
    },
    progressEvent: (run) => ({
      type: 'items-import.progress',
      topic: 'items',
      aggregateType: 'items-import',
      aggregateId: run.id,
      scope: {},
      payload: { status: run.status, done: run.done },
    }),
  };
}

async function newRun(importValid: boolean): Promise<string> {
  const id = randomUUID();
  await runs.insertRunOnce(db, {
    id,
    channel_id: null,
    content_hash: id,
    import_valid: importValid,
    file_name: 'items.xlsx',
    created_by: 'importer',
    created_by_email: null,
  });
  return id;
}

const sheet = (rows: string[][]) => writeSheet('Items', [['Name', 'Quantity'], ...rows]);
const count = async (table: 'items' | 'outbox' | 'audit_log', where?: [string, string]) => {
  const row = await database.db
    .withSchema(SCHEMA)
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .$if(where !== undefined, (q) => q.where(where![0], '=', where![1]))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

describe('runImport with staged rows', () => {
  it('checks the file once, resumes a crashed run from its cursor and completes only after the work after the last commit', async () => {
    const file = await sheet([
      ['bolt', '10'],
      ['', '1'],
      ['nut', '20'],
      ['screw', 'many'],
      ['washer', '30'],
      ['rivet', '40'],
      ['pin', '50'],
    ]);
    const runId = await newRun(true);
    const trace: Trace = { checkedRows: 0, afterCommits: [], nudges: 0, crashAt: 2 };

    await expect(runImport(itemsImport(file, trace), runId)).rejects.toThrow('worker died');
    const atCrash = await runs.findRun(db, runId);
    expect(atCrash).toMatchObject({ status: 'importing', total: 7, failed: 2, done: 4, next_row: 2, created_count: 2 });
    expect(trace.checkedRows).toBe(7);

    // The next attempt works from the staged rows (the file is not even there any more), never re-checking a row.
    const percents: number[] = [];
    const result = await runImport(itemsImport(null, trace), runId, { onProgress: async (p) => void percents.push(p) });
    expect(result).toEqual({ runId, status: 'completed', total: 7, created: 5, skipped: 0, failed: 2 });
    expect(trace.checkedRows).toBe(7);
    expect(trace.afterCommits).toEqual(['importing@0', 'importing@2', 'importing@2', 'importing@4', 'importing@5']);
    expect(percents).toEqual([85, 100]);
    const names = await db.selectFrom('items').select('name').orderBy('name').execute();
    expect(names.map((n) => n.name)).toEqual(['bolt', 'nut', 'pin', 'rivet', 'washer']);
    expect(await count('outbox', ['type', 'item.created'])).toBe(5);
    expect(await count('audit_log', ['target_type', 'item'])).toBe(5);
    expect(await count('audit_log', ['target_type', 'items-import'])).toBe(1);
    // Every commit that wrote events woke the relay: the check, three batches and the completion.
    expect(trace.nudges).toBe(5);
  });

  it('rejects a file with bad rows when not importing the valid ones, staging and importing nothing', async () => {
    const runId = await newRun(false);
    const trace: Trace = { checkedRows: 0, afterCommits: [], nudges: 0 };
    const result = await runImport(
      itemsImport(
        await sheet([
          ['gear', '5'],
          ['', '6'],
        ]),
        trace,
      ),
      runId,
    );
    expect(result).toMatchObject({ status: 'rejected', total: 2, failed: 1, created: 0 });
    expect(await db.selectFrom('staged_rows').selectAll().where('run_id', '=', runId).execute()).toEqual([]);
    expect(await db.selectFrom('items').selectAll().where('name', '=', 'gear').execute()).toEqual([]);
    expect(await rowErrors.listRowErrors(db, runId)).toEqual([
      { rowNumber: 3, values: { name: '', quantity: '6' }, messages: { name: 'Required' } },
    ]);
    expect(trace.afterCommits).toEqual([]);
  });

  it('fails a run whose file is gone, and a run its job gave up on, once', async () => {
    const gone = await newRun(true);
    const trace: Trace = { checkedRows: 0, afterCommits: [], nudges: 0 };
    expect(await runImport(itemsImport(null, trace), gone)).toMatchObject({ status: 'failed' });
    expect((await runs.findRun(db, gone))?.error).toBe('The uploaded file is no longer available');

    const abandoned = await newRun(true);
    await failImport(itemsImport(null, trace), abandoned, 'storage unavailable');
    await failImport(itemsImport(null, trace), abandoned, 'later message');
    expect(await runs.findRun(db, abandoned)).toMatchObject({ status: 'failed', error: 'storage unavailable' });
    expect(await count('audit_log', ['target_id', abandoned])).toBe(1);
  });
});
