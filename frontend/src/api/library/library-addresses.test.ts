import type { PageSize } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { deletedDocumentListKey, documentListKey, isDocumentListKey } from './documents.ts';
import { historyKey } from './history.ts';
import { previewKey, versionFilePath } from './preview.ts';
import { searchKey } from './search.ts';
import { isCurrentTopicKeyOf, topicKey } from './topics.ts';

const listOf = (page: number, size: PageSize, values: Record<string, string>) => ({
  page,
  size,
  get: (name: string) => values[name] ?? null,
});
const DOC = '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6';

describe('library addresses', () => {
  it('passes the document list parameters of the URL to the API, for one company or all', () => {
    const list = listOf(2, 30, {
      filter: ' annual ',
      sort: 'periodEndDate',
      order: 'desc',
      ped: '2026',
      ftype: '10-K',
      fid: '12',
      docId: DOC,
      dtype: '3',
      client: '9',
    });
    expect(documentListKey(list, 5, 2000)).toBe(
      `/api/document?page=2&size=30&companyId=5&filter=annual&sort=periodEndDate&order=desc&ped=2026&ftype=10-K&fid=12&docId=${DOC}&dtype=3`,
    );
    expect(documentListKey(listOf(1, 10, {}), null, 2000)).toBe('/api/document?page=1&size=10');
    expect(deletedDocumentListKey(listOf(1, 10, {}), 5, 2000)).toBe('/api/library/deleted-documents?page=1&size=10&companyId=5');
  });

  it('leaves out what the API would refuse: an unknown sort, a year before 2000, a folder or document that is no id', () => {
    const list = listOf(1, 10, { sort: 'secret', order: 'up', ped: '1999', fid: 'abc', docId: 'not-a-uuid', dtype: 'x' });
    expect(documentListKey(list, 5, 2000)).toBe('/api/document?page=1&size=10&companyId=5');
  });

  it('tells document list keys from one document and its parts', () => {
    expect(isDocumentListKey('/api/document?page=1&size=10')).toBe(true);
    expect(isDocumentListKey('/api/library/deleted-documents?page=1&size=10')).toBe(true);
    expect(isDocumentListKey(`/api/document/${DOC}`)).toBe(false);
    expect(isDocumentListKey(historyKey(DOC, { page: 1, size: 10 }))).toBe(false);
  });

  it('keys a preview and its file by the version number, and no preview key as a list of documents', () => {
    expect(previewKey(DOC, 2)).toBe(`/api/document/${DOC}/preview?version=2`);
    expect(versionFilePath(DOC, 1)).toBe(`/api/document/${DOC}/file?version=1`);
    expect(isDocumentListKey(previewKey(DOC, 2))).toBe(false);
  });

  it('keys a topic by the version that pins it; only the unversioned key is the current one', () => {
    expect(topicKey(DOC, 't-1', 3)).toBe(`/api/document/${DOC}/topics/t-1?version=3`);
    expect(isCurrentTopicKeyOf(DOC)(topicKey(DOC, 't-1'))).toBe(true);
    expect(isCurrentTopicKeyOf(DOC)(topicKey(DOC, 't-1', 3))).toBe(false);
  });

  it('asks nothing for a blank search and sends the words and company otherwise', () => {
    expect(searchKey({ q: '   ', companyId: null, page: 1, size: 10 })).toBeNull();
    expect(searchKey({ q: '"net revenue" -draft', companyId: 5, page: 2, size: 10 })).toBe(
      '/api/library/search?q=%22net+revenue%22+-draft&page=2&size=10&companyId=5',
    );
  });
});
