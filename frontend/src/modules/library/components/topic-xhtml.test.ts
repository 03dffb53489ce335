import { describe, expect, it } from 'vitest';
import { topicPage } from './topic-xhtml.ts';

describe('a topic as a page', () => {
  it('writes tables with their spans, footnotes and page breaks, and escapes content', () => {
    const page = topicPage(
      {
        type: 'doc',
        content: [
          { type: 'paragraph', content: [{ type: 'text', text: 'Revenue <script>alert(1)</script>' }] },
          {
            type: 'table',
            attrs: { headerRows: 0 },
            content: [
              {
                type: 'tableRow',
                content: [
                  {
                    type: 'tableCell',
                    attrs: { colspan: 2, rowspan: 1, colwidth: null },
                    content: [{ type: 'paragraph', content: [{ type: 'text', text: 'Merged' }] }],
                  },
                ],
              },
            ],
          },
          { type: 'pageBreak' },
          {
            type: 'paragraph',
            content: [
              { type: 'text', text: 'Note' },
              { type: 'footnote', content: [{ type: 'text', text: 'A footnote' }] },
            ],
          },
        ],
      },
      'Notes <1>',
      '/assets/topic-reading.css',
    );
    const doc = new DOMParser().parseFromString(page, 'text/html');
    expect(doc.title).toBe('Notes <1>');
    expect(doc.querySelector('link[rel="stylesheet"]')?.getAttribute('href')).toBe('/assets/topic-reading.css');
    expect(doc.querySelector('style')).toBeNull();
    expect(doc.querySelector('script')).toBeNull();
    expect(doc.body.textContent).toContain('Revenue <script>alert(1)</script>');
    expect(doc.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(doc.querySelector('.page-break')).not.toBeNull();
    expect(doc.querySelector('.footnotes')?.textContent).toContain('A footnote');
  });
});
