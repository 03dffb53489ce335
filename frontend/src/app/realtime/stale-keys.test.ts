import type { RealtimeMessage } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { staleKeyMatcher } from './stale-keys.ts';

const message = (event: string, aggregateId: string): RealtimeMessage => ({
  event,
  id: 'e-1',
  aggregateType: event.split('.')[0] ?? '',
  aggregateId,
  occurredAt: '2026-01-01T00:00:00Z',
});

/** The keys of `keys` that the event makes stale. */
const staled = (event: string, aggregateId: string, keys: unknown[]) => keys.filter(staleKeyMatcher(message(event, aggregateId)));

const COMPANY_KEYS = [
  '/api/company?page=1&size=10',
  '/api/deleted-companies?page=1&size=10',
  '/api/companylist',
  '/api/company/5',
  '/api/company/6',
  '/api/dashboard',
  '/api/companies/auditlog?page=1&limit=10',
];
const OTHER_KEYS = ['/api/client', '/api/client/3', '/api/bulkImport', '/api/bulkImport/run-1', '/api/user?page=1&size=10', '/api/role'];

describe('what a realtime event makes stale', () => {
  it('refreshes every company list and the company itself on a company change, not the figures a burst of them would hold up', () => {
    for (const event of ['company.created', 'company.updated', 'company.deleted', 'company.restored']) {
      expect(staled(event, '5', [...COMPANY_KEYS, ...OTHER_KEYS]), event).toEqual([
        '/api/company?page=1&size=10',
        '/api/deleted-companies?page=1&size=10',
        '/api/companylist',
        '/api/company/5',
      ]);
    }
  });

  it('refreshes the channel list with the figures on a new channel, and that channel when it changes', () => {
    const keys = ['/api/client', '/api/client/3', '/api/client/4', ...COMPANY_KEYS];
    expect(staled('channel.created', '3', keys)).toEqual(['/api/client', '/api/dashboard']);
    expect(staled('channel.updated', '3', keys)).toEqual(['/api/client', '/api/client/3']);
  });

  it('refreshes a companies import while it runs, and the companies it added once it finished', () => {
    const keys = ['/api/bulkImport', '/api/bulkImport/run-1', '/api/user/bulkImport', '/api/company?page=1&size=10', '/api/dashboard'];
    expect(staled('bulk-import.progress', 'run-1', keys)).toEqual(['/api/bulkImport', '/api/bulkImport/run-1']);
    expect(staled('bulk-import.finished', 'run-1', keys)).toEqual([
      '/api/bulkImport',
      '/api/bulkImport/run-1',
      '/api/company?page=1&size=10',
      '/api/dashboard',
    ]);
  });

  it('refreshes the user lists, that user and the users audit log on a user change, not the imports', () => {
    const keys = ['/api/user?page=1&size=10', '/api/user/7', '/api/user/8', '/api/user/auditlog?page=1&limit=10', '/api/user/bulkImport'];
    for (const event of ['user.created', 'user.updated', 'user.revoked', 'user.deleted']) {
      expect(staled(event, '7', keys), event).toEqual(['/api/user?page=1&size=10', '/api/user/7', '/api/user/auditlog?page=1&limit=10']);
    }
  });

  it('refreshes a users import while it runs, and the user list once it finished', () => {
    const keys = ['/api/user/bulkImport', '/api/user/bulkImport/run-2', '/api/user?page=1&size=10', '/api/bulkImport'];
    expect(staled('user-import.progress', 'run-2', keys)).toEqual(['/api/user/bulkImport', '/api/user/bulkImport/run-2']);
    expect(staled('user-import.finished', 'run-2', keys)).toEqual([
      '/api/user/bulkImport',
      '/api/user/bulkImport/run-2',
      '/api/user?page=1&size=10',
    ]);
  });

  const DOC = '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
  const OTHER_DOC = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
  const LIBRARY_KEYS = [
    '/api/folder?companyId=5',
    '/api/folder?companyId=6',
    '/api/document?page=1&size=10&companyId=5',
    '/api/library/deleted-documents?page=1&size=10&companyId=5',
    `/api/document/${DOC}`,
    `/api/document/${OTHER_DOC}`,
    `/api/document/${DOC}/topics/t-1`,
    `/api/document/${DOC}/topics/t-1?version=2`,
    `/api/document/${DOC}/history?page=1&size=10`,
    `/api/document/${DOC}/index`,
    `/api/releases/${DOC}`,
    `/dita/ditamap/${DOC}`,
    '/dita/ditatree?companyId=5',
    '/api/library/recent-documents?size=10',
    '/api/library/search?q=revenue&page=1&size=10',
  ];
  const libraryMessage = (event: string, aggregateId: string, data: Record<string, unknown>): RealtimeMessage => ({
    ...message(event, aggregateId),
    data,
  });
  const staledLibrary = (event: string, aggregateId: string, data: Record<string, unknown>) =>
    LIBRARY_KEYS.filter(staleKeyMatcher(libraryMessage(event, aggregateId, data)));

  it("refreshes the folder's company tree on a folder change, and the document lists when a deleted folder took documents with it", () => {
    for (const event of ['folder.created', 'folder.updated']) {
      expect(staledLibrary(event, '12', { id: 12, companyId: 5, parentId: null }), event).toEqual([
        '/api/folder?companyId=5',
        '/dita/ditatree?companyId=5',
      ]);
    }
    expect(staledLibrary('folder.deleted', '12', { id: 12, companyId: 5, parentId: null })).toEqual([
      '/api/folder?companyId=5',
      '/api/document?page=1&size=10&companyId=5',
      '/api/library/deleted-documents?page=1&size=10&companyId=5',
      '/dita/ditatree?companyId=5',
      '/api/library/recent-documents?size=10',
      '/api/library/search?q=revenue&page=1&size=10',
    ]);
  });

  it('refreshes the lists and the document itself on a document change, not its pinned topics or another document', () => {
    const data = { id: DOC, companyId: 5, folderId: null, versionNumber: 3, topicIds: [] };
    for (const event of ['document.created', 'document.updated', 'document.deleted', 'document.restored']) {
      expect(staledLibrary(event, DOC, data), event).toEqual([
        '/api/document?page=1&size=10&companyId=5',
        '/api/library/deleted-documents?page=1&size=10&companyId=5',
        `/api/document/${DOC}`,
        '/dita/ditatree?companyId=5',
        '/api/library/recent-documents?size=10',
        '/api/library/search?q=revenue&page=1&size=10',
      ]);
    }
  });

  it('refreshes the current topics, history, map and index on a new version, never a numbered version of a topic', () => {
    const data = { id: DOC, companyId: 5, folderId: null, versionNumber: 4, topicIds: ['t-1'] };
    const staledKeys = staledLibrary('document.versioned', DOC, data);
    expect(staledKeys).toContain(`/api/document/${DOC}/topics/t-1`);
    expect(staledKeys).toContain(`/api/document/${DOC}/history?page=1&size=10`);
    expect(staledKeys).toContain(`/dita/ditamap/${DOC}`);
    expect(staledKeys).toContain(`/api/document/${DOC}/index`);
    expect(staledKeys).not.toContain(`/api/document/${DOC}/topics/t-1?version=2`);
    expect(staledKeys).not.toContain(`/api/document/${OTHER_DOC}`);
    expect(staledLibrary('document.released', DOC, data)).toContain(`/api/releases/${DOC}`);
    expect(staledLibrary('document.index-saved', DOC, data)).toEqual([`/api/document/${DOC}/index`]);
  });

  it('refreshes the document’s comment threads on a comment change or a mention, not another document’s', () => {
    const keys = [`/api/document/${DOC}/comments`, `/api/document/${OTHER_DOC}/comments`, `/api/document/${DOC}`];
    const thread = { documentId: DOC, topicId: 't-1', threadId: 'c-1' };
    expect(keys.filter(staleKeyMatcher(libraryMessage('comment.changed', DOC, thread)))).toEqual([`/api/document/${DOC}/comments`]);
    const mention = { documentId: DOC, companyId: 5, threadId: 'c-1', byName: 'Ana Ortiz', documentTitle: 'Q3 10-Q' };
    expect(keys.filter(staleKeyMatcher(libraryMessage('comment.mentioned', DOC, mention)))).toEqual([`/api/document/${DOC}/comments`]);
  });

  it('makes nothing stale for an event no table declares, or for keys that are not API addresses', () => {
    expect(staled('filing.updated', 'd-1', ['/api/document/d-1', ...COMPANY_KEYS])).toEqual([]);
    expect(staled('constructor', '1', COMPANY_KEYS)).toEqual([]);
    expect(staled('company.updated', '5', ['company', ['logo-image', '/api/company/5'], 5])).toEqual([]);
  });

  it('refreshes the filing search and today’s filings on new filings, and the user’s alert lists and badge on an alert', () => {
    const keys = [
      '/api/edgar-eye/filings?page=1&size=10&q=tesla',
      '/api/edgar-eye/todays-filings?page=1&size=10',
      '/api/edgar-eye/alerts/generated?page=1&size=10',
      '/api/edgar-eye/alerts/generated?unseen=true&page=1&size=10',
      '/api/edgar-eye/alerts/user',
      '/api/edgar-eye/forms',
    ];
    expect(staled('filings.ingested', 'master.20261124.idx', keys)).toEqual(keys.slice(0, 2));
    expect(staled('alert.generated', '3', keys)).toEqual(keys.slice(2, 4));
  });
});
