import type { MentionableUser } from '@ea/contracts/library';
import { describe, expect, it } from 'vitest';
import { bodyParts, filterMentionables, insertMention, MENTION_OPTIONS_SHOWN, mentionIdsOf, mentionQueryAt } from './mention-text.ts';

const user = (userId: string, userName: string, email: string): MentionableUser => ({ userId, userName, email });
const ANA = user('11', 'Ana Ortiz', 'ana@acme.test');
const JO = user('12', 'Jo Banks', 'jo.banks@acme.test');
const BEN = user('13', 'Ben Jones', 'ben@acme.test');

describe('mentions in a comment', () => {
  it('opens on an "@" at the start or after a space, not on the "@" of an address', () => {
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, end: 1, query: '' });
    expect(mentionQueryAt('Ask @jo please', 7)).toEqual({ start: 4, end: 7, query: 'jo' });
    expect(mentionQueryAt('Ask @jo please', 14)).toBeNull();
    expect(mentionQueryAt('mail ana@acme', 13)).toBeNull();
    expect(mentionQueryAt('Ask @ana@acme.test ', 19)).toBeNull();
  });

  it('offers the people whose name or address holds what was typed, those starting with it first', () => {
    expect(filterMentionables([ANA, JO, BEN], 'jo')).toEqual([JO, BEN]);
    expect(filterMentionables([ANA, JO, BEN], 'ACME')).toEqual([ANA, JO, BEN]);
    expect(filterMentionables([ANA, JO, BEN], 'zed')).toEqual([]);
    const many = Array.from({ length: 20 }, (_, index) => user(String(index), `User ${index}`, `u${index}@acme.test`));
    expect(filterMentionables(many, '')).toHaveLength(MENTION_OPTIONS_SHOWN);
  });

  it('writes the handle in place of what was typed and mentions only the handles still in the text', () => {
    const typed = mentionQueryAt('Ask @jo', 7)!;
    expect(insertMention('Ask @jo', typed, JO)).toEqual({ text: 'Ask @jo.banks@acme.test ', caret: 24 });
    expect(mentionIdsOf({ text: 'Ask @jo.banks@acme.test, then @ana@acme.test.', picked: [JO, ANA, BEN] })).toEqual(['12', '11']);
    expect(mentionIdsOf({ text: 'Ask @jo.banks@acme.testing', picked: [JO] })).toEqual([]);
    expect(mentionIdsOf({ text: 'Ask x@ana@acme.test', picked: [ANA] })).toEqual([]);
  });

  it('sets the handles of a comment apart from its text', () => {
    expect(bodyParts('Ask @jo.banks@acme.test, and (@ana@acme.test).')).toEqual([
      { text: 'Ask ', mention: false },
      { text: '@jo.banks@acme.test', mention: true },
      { text: ', and (', mention: false },
      { text: '@ana@acme.test', mention: true },
      { text: ').', mention: false },
    ]);
    expect(bodyParts('mail me at x@acme.test')).toEqual([{ text: 'mail me at x@acme.test', mention: false }]);
  });
});
