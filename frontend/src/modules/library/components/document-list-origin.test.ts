import { Module, type ModuleId } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import {
  documentContentAddress,
  documentListAddress,
  type ProductArea,
  readDocumentListState,
  readProductArea,
  writeDocumentListState,
} from './document-list-origin.ts';

const DOC = '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const OTHER = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';
const everyModule = () => true;
const only =
  (...modules: ModuleId[]) =>
  (module: ModuleId) =>
    modules.includes(module);
const read = (query: string, canOpen: (module: ModuleId) => boolean = everyModule) =>
  readDocumentListState(new URLSearchParams(query), canOpen);

describe('document list state', () => {
  it('reads every list parameter of the library, isProduct and mname included, and nothing else', () => {
    const state = read(
      'page=3&size=30&filter=annual&sort=title&order=desc&ped=2026&ftype=10-K&fid=12&docId=x&dtype=3&isProduct=true&mname=validator&client=9&returnUrl=%2Fx&ped=',
    );
    expect(state.values).toEqual({
      page: '3',
      size: '30',
      filter: 'annual',
      sort: 'title',
      order: 'desc',
      ped: '2026',
      ftype: '10-K',
      fid: '12',
      docId: 'x',
      dtype: '3',
      isProduct: 'true',
      mname: 'validator',
    });
    expect(state.product).toBe('validator');
  });

  it('writes the parameters back in spec order, leaving out empty ones and those asked to', () => {
    const values = { mname: 'tsr', fid: '4', page: '2', isProduct: 'true', filter: '', docId: DOC };
    expect(writeDocumentListState(values).toString()).toBe(`page=2&fid=4&docId=${DOC}&isProduct=true&mname=tsr`);
    expect(writeDocumentListState(values, ['docId']).toString()).toBe('page=2&fid=4&isProduct=true&mname=tsr');
    const query = 'page=2&filter=a+b&sort=title&order=asc&ped=2025&size=50&ftype=8-K&fid=7&dtype=1&isProduct=true&mname=evox';
    expect(writeDocumentListState(read(query).values).toString()).toBe(query);
  });
});

describe('the product area of a document list', () => {
  it.each<[string, ProductArea, ModuleId]>([
    ['easyview', 'easyview', Module.easyview],
    ['validator', 'validator', Module.validator],
    ['eVox', 'evox', Module.evox],
    ['TSR', 'tsr', Module.tsr],
  ])('isProduct=true&mname=%s is the %s area, for a user with its module', (mname, area, module) => {
    const search = new URLSearchParams({ isProduct: 'true', mname });
    expect(readProductArea(search, only(module))).toBe(area);
    expect(readProductArea(search, only(Module.library))).toBeNull();
  });

  it('ignores an mname without isProduct=true, an unknown one, or none', () => {
    expect(readProductArea(new URLSearchParams('mname=validator'), everyModule)).toBeNull();
    expect(readProductArea(new URLSearchParams('isProduct=false&mname=validator'), everyModule)).toBeNull();
    expect(readProductArea(new URLSearchParams('isProduct=true'), everyModule)).toBeNull();
    expect(readProductArea(new URLSearchParams('isProduct=true&mname=boir'), everyModule)).toBeNull();
    expect(readProductArea(new URLSearchParams('isProduct=true&mname=library'), everyModule)).toBeNull();
    expect(readProductArea(new URLSearchParams('isProduct=true&mname=constructor'), everyModule)).toBeNull();
    expect(readProductArea(new URLSearchParams('isProduct=true&mname=10'), everyModule)).toBeNull();
  });
});

describe('content and back addresses', () => {
  const document = { id: DOC, companyId: 5 };

  it.each<[string, string]>([
    ['easyview', '/easyview/5/projects/content'],
    ['validator', '/validator/5/projects/content'],
    ['evox', '/voice-area/5/projects/content'],
    ['tsr', '/shareholder-report-area/5/projects/content'],
  ])('opens a document of a list from %s under %s, carrying the list, and goes back to that list', (mname, prefix) => {
    const list = read(`page=2&sort=title&order=asc&fid=12&isProduct=true&mname=${mname}`);
    const content = documentContentAddress(document, list);
    expect(content).toBe(`${prefix}?docId=${DOC}&page=2&sort=title&order=asc&fid=12&isProduct=true&mname=${mname}`);
    const pane = read(new URL(content, 'http://app').search);
    expect(pane.values.docId).toBe(DOC);
    expect(documentListAddress(5, pane)).toBe(`/company/5/documents?page=2&sort=title&order=asc&fid=12&isProduct=true&mname=${mname}`);
  });

  it('stays under the company documents without a product area, as before', () => {
    expect(documentContentAddress(document, read(''))).toBe(`/company/5/documents/content?docId=${DOC}`);
    expect(documentListAddress(5, read(`docId=${DOC}`))).toBe('/company/5/documents');
    expect(documentContentAddress(document, read('filter=memo&page=3'))).toBe(
      `/company/5/documents/content?docId=${DOC}&page=3&filter=memo`,
    );
  });

  it('falls back to the company documents for an unknown area or one the user may not open, keeping the list as it was', () => {
    expect(documentContentAddress(document, read('isProduct=true&mname=nowhere'))).toBe(
      `/company/5/documents/content?docId=${DOC}&isProduct=true&mname=nowhere`,
    );
    const withoutValidator = read('page=4&isProduct=true&mname=validator', only(Module.library, Module.easyview));
    expect(withoutValidator.product).toBeNull();
    expect(documentContentAddress(document, withoutValidator)).toBe(
      `/company/5/documents/content?docId=${DOC}&page=4&isProduct=true&mname=validator`,
    );
  });

  it("names the opened document, not the list's docId filter, and leaves that filter out of the way back", () => {
    const list = read(`docId=${OTHER}&page=2&isProduct=true&mname=tsr`);
    expect(documentContentAddress(document, list)).toBe(
      `/shareholder-report-area/5/projects/content?docId=${DOC}&page=2&isProduct=true&mname=tsr`,
    );
  });
});
