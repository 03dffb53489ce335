import type { AnyDb } from '@ea/db';
import { sql } from 'kysely';

/**
 * The tables a service keeps for its import runs, in `schema` (created when missing): `runs`, with
 * the columns every run table has and a null channel counting as one channel (`runs_file`), and
 * `row_errors`.
 */
export async function createRunTables(db: AnyDb, schema: string): Promise<void> {
  await sql`create schema if not exists ${sql.id(schema)}`.execute(db);
  await sql`create table ${sql.id(schema, 'runs')} (
    id uuid primary key, channel_id integer, content_hash text not null, import_valid boolean not null,
    file_name text not null, created_by text not null, created_by_email text, status text not null,
    total integer not null default 0, done integer not null default 0, failed integer not null default 0,
    created_count integer not null default 0, skipped_count integer not null default 0,
    next_row integer not null default 0, error text, created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(), finished_at timestamptz,
    constraint runs_file unique nulls not distinct (channel_id, content_hash, import_valid))`.execute(db);
  await sql`create table ${sql.id(schema, 'row_errors')} (
    run_id uuid not null, row_number integer not null, row_values jsonb not null, messages jsonb not null,
    primary key (run_id, row_number))`.execute(db);
}
