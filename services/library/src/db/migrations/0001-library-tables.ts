import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Folders, documents, their topics and immutable topic revisions, the document versions that pin
 * them, the files kept in object storage, and the recently opened documents. Search reads the
 * generated tsvector columns through their GIN indexes.
 */
export function libraryTables(schema: string): Migration {
  return {
    // biome-ignore lint/suspicious/noExplicitAny: migrations run before any table type exists.
    async up(db: Kysely<any>) {
      const s = db.schema.withSchema(schema);
      const table = (name: string) => sql.id(schema, name);

      await s
        .createTable('folders')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('parent_id', 'integer', (c) => c.references(`${schema}.folders.id`))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('deleted_by', 'text')
        .execute();
      // One live folder of a name per parent (the top level is parent 0), whatever its case.
      await sql`create unique index folders_live_name on ${table('folders')} (company_id, coalesce(parent_id, 0), lower(name)) where deleted_at is null`.execute(
        db,
      );
      await sql`create index folders_parent on ${table('folders')} (parent_id) where deleted_at is null`.execute(db);

      await s
        .createTable('documents')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull())
        .addColumn('folder_id', 'integer', (c) => c.references(`${schema}.folders.id`))
        .addColumn('document_type', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('form_type', 'text')
        .addColumn('period_end_date', 'date')
        .addColumn('release_version', 'text')
        .addColumn('state', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('state_before_delete', 'integer')
        .addColumn('content_kind', 'text', (c) => c.notNull())
        // Set in the transaction that writes the first version: the two rows point at each other.
        .addColumn('current_version_id', 'uuid', (c) => c.notNull())
        .addColumn('version_number', 'integer', (c) => c.notNull())
        .addColumn('locked', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('predecessor_id', 'uuid', (c) => c.references(`${schema}.documents.id`))
        .addColumn('xbrl_metadata', 'jsonb')
        .addColumn('index_entries', 'jsonb')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('updated_by', 'text')
        .addColumn('updated_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('deleted_at', 'timestamptz')
        .addColumn('deleted_by', 'text')
        .addColumn('title_search', sql`tsvector`, (c) =>
          c.generatedAlwaysAs(sql`to_tsvector('english', title || ' ' || coalesce(form_type, ''))`).stored(),
        )
        .execute();
      await sql`create index documents_live_company on ${table('documents')} (company_id, updated_at desc) where deleted_at is null`.execute(
        db,
      );
      await sql`create index documents_deleted_company on ${table('documents')} (company_id, deleted_at desc) where deleted_at is not null`.execute(
        db,
      );
      await sql`create index documents_folder on ${table('documents')} (folder_id) where folder_id is not null`.execute(db);
      await sql`create index documents_predecessor on ${table('documents')} (predecessor_id) where predecessor_id is not null`.execute(db);
      await sql`create index documents_title_search on ${table('documents')} using gin (title_search)`.execute(db);

      await s
        .createTable('topics')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('position', 'integer')
        .addColumn('current_revision_id', 'uuid')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await s.createIndex('topics_document').on('topics').columns(['document_id', 'position']).execute();

      await s
        .createTable('topic_revisions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('topic_id', 'uuid', (c) => c.notNull().references(`${schema}.topics.id`))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('title', 'text', (c) => c.notNull())
        .addColumn('model', 'jsonb', (c) => c.notNull())
        .addColumn('text', 'text', (c) => c.notNull())
        .addColumn('hash', 'text', (c) => c.notNull())
        .addColumn('revision_description', 'text')
        .addColumn('created_by', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        // The title weighs more than the body when search ranks topics.
        .addColumn('search', sql`tsvector`, (c) =>
          c.generatedAlwaysAs(sql`setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', text), 'B')`).stored(),
        )
        .addUniqueConstraint('topic_revisions_number', ['topic_id', 'number'])
        .execute();
      await sql`create index topic_revisions_search on ${table('topic_revisions')} using gin (search)`.execute(db);

      await s
        .createTable('document_versions')
        .addColumn('id', 'uuid', (c) => c.primaryKey())
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('number', 'integer', (c) => c.notNull())
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('map', 'jsonb', (c) => c.notNull())
        .addColumn('revision_description', 'text')
        .addColumn('restored_from', 'integer')
        .addColumn('created_by', 'text')
        .addColumn('created_by_email', 'text')
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addColumn('released', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('final', 'boolean', (c) => c.notNull().defaultTo(false))
        .addColumn('release_version', 'text')
        .addColumn('released_at', 'timestamptz')
        .addColumn('released_by', 'text')
        .addUniqueConstraint('document_versions_number', ['document_id', 'number'])
        .execute();
      await sql`create index document_versions_released on ${table('document_versions')} (document_id, released_at desc) where released`.execute(
        db,
      );

      await s
        .createTable('files')
        .addColumn('id', 'serial', (c) => c.primaryKey())
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('version_id', 'uuid', (c) => c.references(`${schema}.document_versions.id`))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('key', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('content_type', 'text', (c) => c.notNull())
        .addColumn('size', 'integer', (c) => c.notNull())
        .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .execute();
      await s.createIndex('files_document').on('files').columns(['document_id', 'kind', 'key']).execute();
      await s.createIndex('files_version').on('files').column('version_id').execute();

      await s
        .createTable('recent_documents')
        .addColumn('user_id', 'text', (c) => c.notNull())
        .addColumn('document_id', 'uuid', (c) => c.notNull().references(`${schema}.documents.id`))
        .addColumn('opened_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
        .addPrimaryKeyConstraint('recent_documents_pkey', ['user_id', 'document_id'])
        .execute();
      await s.createIndex('recent_documents_user').on('recent_documents').columns(['user_id', 'opened_at']).execute();

      await s.createIndex('audit_log_channel').on('audit_log').columns(['channel_id', 'occurred_at']).execute();
      await s.createIndex('audit_log_company').on('audit_log').columns(['company_id', 'occurred_at']).execute();
    },
  };
}
