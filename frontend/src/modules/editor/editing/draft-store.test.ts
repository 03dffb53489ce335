import type { Draft, TopicModelJson } from '@ea/contracts/library';
import { beforeEach, describe, expect, it } from 'vitest';
import { DraftStore, draftOffers, type LocalDraft } from './draft-store.ts';

const model = (text: string): TopicModelJson => ({ type: 'doc', content: [{ type: 'paragraph', content: [{ type: 'text', text }] }] });
const local = (topicId: string, text: string, savedAt: string, baseRevision = 3): LocalDraft => ({
  topicId,
  model: model(text),
  baseRevision,
  title: `Topic ${topicId}`,
  savedAt,
});
const server = (topicId: string, text: string, savedAt: string, baseRevision = 3): Draft => ({
  topicId,
  model: model(text),
  baseRevision,
  title: `Server ${topicId}`,
  savedAt,
});

beforeEach(() => localStorage.clear());

describe('the drafts kept in this browser', () => {
  it('keeps one copy per topic and gives it back as it was stored', () => {
    const store = new DraftStore(localStorage, 'u-1', 'doc-1');
    expect(store.put(local('t-1', 'first', '2026-11-23T10:00:00.000Z'))).toBe(true);
    store.put(local('t-1', 'second', '2026-11-23T10:01:00.000Z'));
    expect(store.get('t-1')).toEqual(local('t-1', 'second', '2026-11-23T10:01:00.000Z'));
    expect(store.list()).toHaveLength(1);
  });

  it('keeps users and documents apart in the same browser', () => {
    new DraftStore(localStorage, 'u-1', 'doc-1').put(local('t-1', 'mine', '2026-11-23T10:00:00.000Z'));
    new DraftStore(localStorage, 'u-2', 'doc-1').put(local('t-1', 'theirs', '2026-11-23T10:00:00.000Z'));
    new DraftStore(localStorage, 'u-1', 'doc-2').put(local('t-9', 'other document', '2026-11-23T10:00:00.000Z'));
    const mine = new DraftStore(localStorage, 'u-1', 'doc-1').list();
    expect(mine.map((d) => d.model.content?.[0]?.content?.[0]?.text)).toEqual(['mine']);
  });

  it('ignores entries that are not drafts it wrote', () => {
    localStorage.setItem('ea.editor.draft:u-1:doc-1:t-1', '{not json');
    localStorage.setItem(
      'ea.editor.draft:u-1:doc-1:t-2',
      JSON.stringify({ topicId: 't-2', model: { type: 'p' }, baseRevision: 1, savedAt: 'x' }),
    );
    localStorage.setItem('ea.editor.draft:u-1:doc-1:t-3', JSON.stringify(local('t-4', 'moved key', '2026-11-23T10:00:00.000Z')));
    expect(new DraftStore(localStorage, 'u-1', 'doc-1').list()).toEqual([]);
  });

  it('drops the copy the server received, but not a newer one written while it was on its way', () => {
    const store = new DraftStore(localStorage, 'u-1', 'doc-1');
    store.put(local('t-1', 'sent', '2026-11-23T10:00:00.000Z'));
    store.put(local('t-1', 'typed since', '2026-11-23T10:00:02.000Z'));
    store.removeIfUnchanged('t-1', '2026-11-23T10:00:00.000Z');
    expect(store.get('t-1')?.savedAt).toBe('2026-11-23T10:00:02.000Z');
    store.removeIfUnchanged('t-1', '2026-11-23T10:00:02.000Z');
    expect(store.get('t-1')).toBeNull();
  });

  it('answers false instead of throwing when the storage is full', () => {
    const full = {
      ...localStorage,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    expect(new DraftStore(full, 'u-1', 'doc-1').put(local('t-1', 'x', '2026-11-23T10:00:00.000Z'))).toBe(false);
    expect(new DraftStore(null, 'u-1', 'doc-1').put(local('t-1', 'x', '2026-11-23T10:00:00.000Z'))).toBe(false);
  });
});

describe('which drafts are offered back', () => {
  it('offers this browser’s copy when it is newer than the server’s draft, and the server’s otherwise', () => {
    const offers = draftOffers(
      [server('t-1', 'server old', '2026-11-23T10:00:00.000Z'), server('t-2', 'server new', '2026-11-23T10:05:00.000Z')],
      [local('t-1', 'device new', '2026-11-23T10:01:00.000Z'), local('t-2', 'device old', '2026-11-23T10:04:00.000Z')],
    );
    expect(offers.map((o) => [o.topicId, o.source, o.onServer, o.model.content?.[0]?.content?.[0]?.text])).toEqual([
      ['t-2', 'server', true, 'server new'],
      ['t-1', 'device', true, 'device new'],
    ]);
  });

  it('offers a copy the server never got, newest first, with the title it was kept with', () => {
    const offers = draftOffers([], [local('t-1', 'a', '2026-11-23T09:00:00.000Z'), local('t-2', 'b', '2026-11-23T11:00:00.000Z')]);
    expect(offers.map((o) => [o.topicId, o.source, o.onServer, o.title])).toEqual([
      ['t-2', 'device', false, 'Topic t-2'],
      ['t-1', 'device', false, 'Topic t-1'],
    ]);
  });

  it('prefers the server’s copy when both were kept at the same moment', () => {
    const [offer] = draftOffers([server('t-1', 's', '2026-11-23T10:00:00.000Z')], [local('t-1', 'd', '2026-11-23T10:00:00.000Z')]);
    expect(offer?.source).toBe('server');
  });
});
