import { describe, expect, it } from 'vitest';
import { htmlToModel } from '../html/html-to-model.ts';
import { MARK, type ModelNode } from '../model/model-json.ts';
import { filingSchema } from '../schema/filing-extensions.ts';
import { textblocksOf } from './textblock-text.ts';
import { type TopicContent, transferComments } from './transfer-comments.ts';
import { withoutComments } from './without-comments.ts';

const topic = (topicId: string, html: string): TopicContent => ({ topicId, model: htmlToModel(html) });

/** The text each thread covers in a topic's model, by thread id. */
function anchored(model: ModelNode): Record<string, string> {
  const doc = filingSchema().nodeFromJSON(model);
  const found: Record<string, string> = {};
  for (const block of textblocksOf(doc)) {
    for (const [id, range] of block.threads) found[id] = (found[id] ? `${found[id]} | ` : '') + block.text.slice(range.start, range.end);
  }
  return found;
}

const OLD = [
  topic(
    'cover',
    '<h2>Fund overview</h2><p>The Fund returned <span data-comment="t-return">12.4%</span> for the year.</p>' +
      '<p>Expenses were <span data-comment="t-expenses">0.45% of net assets</span>, as in the prior year.</p>',
  ),
  topic(
    'holdings',
    '<table><tr><th>Issuer</th><th>Weight</th></tr><tr><td><span data-comment="t-cell">Acme Corp</span></td><td>4.1%</td></tr></table>' +
      '<p>Holdings are shown as of <span data-comment="t-date">June 30, 2026</span>.</p>',
  ),
];

const threads = (...ids: string[]) => ids.map((id) => ({ id, quote: '' }));

describe('transferComments', () => {
  it('puts each anchor back on the same characters when its paragraph came through unchanged', () => {
    const upload = OLD.map((t) => ({ topicId: t.topicId, model: withoutComments(t.model) }));
    const result = transferComments(OLD, upload, threads('t-return', 't-expenses', 't-cell', 't-date'));
    expect(result.unplaced).toEqual([]);
    expect(result.placed.map((p) => [p.threadId, p.topicId, p.how])).toEqual([
      ['t-return', 'cover', 'same-text'],
      ['t-expenses', 'cover', 'same-text'],
      ['t-cell', 'holdings', 'same-text'],
      ['t-date', 'holdings', 'same-text'],
    ]);
    expect(anchored(result.topics.get('cover')!)).toEqual({ 't-return': '12.4%', 't-expenses': '0.45% of net assets' });
    expect(anchored(result.topics.get('holdings')!)).toEqual({ 't-cell': 'Acme Corp', 't-date': 'June 30, 2026' });
  });

  it('finds the text in a rewritten paragraph, in a paragraph moved to another topic, and with changed spacing and quotes', () => {
    const upload = [
      topic(
        'cover',
        '<h2>Fund overview</h2><p>New this year: a second share class.</p>' +
          '<p>For the year the Fund returned\u00a0 12.4%, ahead of its benchmark.</p>',
      ),
      topic(
        'holdings',
        '<table><tr><th>Issuer</th><th>Weight</th></tr><tr><td>Acme Corp</td><td>4.3%</td></tr></table>' +
          '<p>Expenses were 0.45%\u00a0of net assets, as in the prior year.</p>',
      ),
    ];
    const result = transferComments(OLD, upload, threads('t-return', 't-expenses', 't-cell', 't-date'));
    expect(result.placed.map((p) => [p.threadId, p.topicId, p.how])).toEqual([
      ['t-return', 'cover', 'matched'],
      ['t-expenses', 'holdings', 'matched'],
      ['t-cell', 'holdings', 'same-text'],
    ]);
    expect(anchored(result.topics.get('cover')!)).toEqual({ 't-return': '12.4%' });
    expect(anchored(result.topics.get('holdings')!)).toEqual({ 't-cell': 'Acme Corp', 't-expenses': '0.45%\u00a0of net assets' });
    // The date sentence is gone: the thread is listed, not dropped.
    expect(result.unplaced).toEqual([{ id: 't-date', quote: '' }]);
  });

  it('chooses among repeated words the occurrence with the same words around it', () => {
    const before = [topic('a', '<p>Class A returned 5.1%. Class I returned <span data-comment="t-i">5.1%</span> net of fees.</p>')];
    const after = [topic('a', '<p>Updated: Class A returned 5.1%. Class I returned 5.1% net of fees.</p>')];
    const result = transferComments(before, after, threads('t-i'));
    const doc = filingSchema().nodeFromJSON(result.topics.get('a')!);
    const [block] = textblocksOf(doc);
    const range = block!.threads.get('t-i')!;
    expect(block!.text.slice(range.start - 17, range.end)).toBe('Class I returned 5.1%');
  });

  it('keeps an anchor the newer version already has, and places a thread left without anchor by its quote', () => {
    const before = [topic('a', '<p>Net assets <span data-comment="t-kept">rose</span>.</p>')];
    const after = [topic('a', '<p>Net assets <span data-comment="t-kept">rose</span>. Turnover was 31%.</p>')];
    const result = transferComments(before, after, [
      { id: 't-kept', quote: 'rose' },
      { id: 't-orphan', quote: 'Turnover was 31%' },
      { id: 't-gone', quote: 'a sentence nobody kept' },
    ]);
    expect(result.placed).toEqual([
      { threadId: 't-kept', topicId: 'a', how: 'kept' },
      { threadId: 't-orphan', topicId: 'a', how: 'matched' },
    ]);
    expect(anchored(result.topics.get('a')!)).toEqual({ 't-kept': 'rose', 't-orphan': 'Turnover was 31%' });
    expect(result.unplaced.map((t) => t.id)).toEqual(['t-gone']);
  });

  it('lays the marks over the other marks of the text without changing them', () => {
    const before = [topic('a', '<p>Revenue was <strong><span data-comment="t-b">$1.2 billion</span></strong>.</p>')];
    const after = [topic('a', '<p>Total revenue was <strong>$1.2 billion</strong>.</p>')];
    const result = transferComments(before, after, threads('t-b'));
    const model = result.topics.get('a')!;
    expect(withoutComments(model)).toEqual(after[0]!.model);
    const marked = JSON.stringify(model);
    expect(marked).toContain(MARK.comment);
    expect(anchored(model)).toEqual({ 't-b': '$1.2 billion' });
  });
});
