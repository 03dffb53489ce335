import { type Kysely, type Migration, sql } from 'kysely';

/**
 * The filer details of a company (fiscal year end, filer category and the smaller-reporting and
 * emerging-growth flags, state of incorporation, EIN, business address and phone), all optional:
 * existing companies and the companies import leave them empty until someone fills them in.
 * Adding nullable columns (and flags with a constant default) rewrites no rows.
 */
export function companyFilerDetails(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const companies = sql.id(schema, 'companies');
      await sql`alter table ${companies}
        add column fiscal_year_end text,
        add column filer_category text,
        add column smaller_reporting_company boolean not null default false,
        add column emerging_growth_company boolean not null default false,
        add column state_of_incorporation text,
        add column ein text,
        add column business_street1 text,
        add column business_street2 text,
        add column business_city text,
        add column business_state text,
        add column business_zip text,
        add column business_phone text`.execute(db);
    },
  };
}
