import type { SchemaMigrations } from '@ea/db';
import { outboxMigrations } from '@ea/events';
import { companyProjectionMigration } from '@ea/service-kit/company-projection';
import { auditLogMigrations } from '@ea/service-kit/use-case';
import { LIBRARY_SCHEMA } from '../schema.ts';
import { libraryTables } from './0001-library-tables.ts';
import { topicSearch } from './0002-topic-search.ts';
import { searchIndexFastupdate } from './0003-search-index-fastupdate.ts';
import { collaborationTables } from './0004-collaboration-tables.ts';
import { comments } from './0005-comments.ts';
import { renderJobs } from './0006-render-jobs.ts';
import { commentPlacement } from './0007-comment-placement.ts';

/** The library schema: outbox/inbox, audit log, the projection of the directory's companies, then the library's own tables. */
export const libraryMigrations: SchemaMigrations = {
  schema: LIBRARY_SCHEMA,
  migrations: {
    ...outboxMigrations(LIBRARY_SCHEMA),
    ...auditLogMigrations(LIBRARY_SCHEMA),
    '0001_company_projection': companyProjectionMigration(LIBRARY_SCHEMA),
    '0001_library_tables': libraryTables(LIBRARY_SCHEMA),
    '0002_topic_search': topicSearch(LIBRARY_SCHEMA),
    '0003_search_index_fastupdate': searchIndexFastupdate(LIBRARY_SCHEMA),
    '0004_collaboration_tables': collaborationTables(LIBRARY_SCHEMA),
    '0005_comments': comments(LIBRARY_SCHEMA),
    '0006_render_jobs': renderJobs(LIBRARY_SCHEMA),
    '0007_comment_placement': commentPlacement(LIBRARY_SCHEMA),
  },
};
