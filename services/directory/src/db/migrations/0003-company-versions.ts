import { type Kysely, type Migration, sql } from 'kysely';

/**
 * A version counter per channel that every change to the channel's companies raises in the same
 * transaction, so a count read together with the version stays valid until the version moves.
 * Statement-level triggers raise each touched channel once per statement: a bulk-import batch costs
 * one bump, not one per row. A company moved between channels raises both.
 */
export function companyVersions(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const versions = sql.id(schema, 'company_versions');
      const companies = sql.id(schema, 'companies');
      const bump = sql.id(schema, 'bump_company_versions');
      // No row means version 0: the channel has never had a company. Rows are never deleted, so the
      // sum over all rows only grows and serves as the version of lists that span channels.
      await sql`create table ${versions} (channel_id integer primary key, version bigint not null)`.execute(db);
      // Only the branch of the firing event runs, so each names only its own transition tables.
      // Channels are locked in id order so two statements touching the same channels cannot deadlock.
      await sql`
        create function ${bump}() returns trigger language plpgsql as $fn$
        begin
          if tg_op = 'TRUNCATE' then
            update ${versions} set version = version + 1;
          elsif tg_op = 'INSERT' then
            insert into ${versions} as v (channel_id, version)
              select distinct channel_id, 1 from new_rows order by channel_id
              on conflict (channel_id) do update set version = v.version + 1;
          elsif tg_op = 'UPDATE' then
            insert into ${versions} as v (channel_id, version)
              select channel_id, 1 from (select channel_id from old_rows union select channel_id from new_rows) touched
              order by channel_id
              on conflict (channel_id) do update set version = v.version + 1;
          else
            insert into ${versions} as v (channel_id, version)
              select distinct channel_id, 1 from old_rows order by channel_id
              on conflict (channel_id) do update set version = v.version + 1;
          end if;
          return null;
        end $fn$`.execute(db);
      // A trigger with transition tables fires on one event only, hence one trigger per event.
      await sql`create trigger companies_version_insert after insert on ${companies}
        referencing new table as new_rows for each statement execute function ${bump}()`.execute(db);
      await sql`create trigger companies_version_update after update on ${companies}
        referencing old table as old_rows new table as new_rows for each statement execute function ${bump}()`.execute(db);
      await sql`create trigger companies_version_delete after delete on ${companies}
        referencing old table as old_rows for each statement execute function ${bump}()`.execute(db);
      await sql`create trigger companies_version_truncate after truncate on ${companies}
        for each statement execute function ${bump}()`.execute(db);
    },
  };
}
