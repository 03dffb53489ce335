import { describe, expect, it } from 'vitest';
import { previewPage } from './preview-page.ts';

const DOC = '6f1c2a9e-1b2c-4d3e-8f90-a1b2c3d4e5f6';
const KEY = `sha256/ab/cd/${'abcd'.repeat(16)}`;

/** What the library answers for a document of two topics (GET api/document/{id}/preview). */
const XHTML =
  '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head>' +
  '<meta http-equiv="Content-Type" content="text/html; charset=UTF-8"/><title>Report &lt;Q1&gt;</title></head><body>' +
  '<div class="topic" id="topic-1"><h1>Balance Sheet</h1><table><colgroup><col style="width:120px"/><col/></colgroup>' +
  '<tbody><tr><td colspan="2">Merged</td></tr></tbody></table><div class="page-break" style="page-break-after:always;break-after:page"></div>' +
  '<p>After the break</p></div>' +
  `<div class="topic" id="topic-2"><h1>Notes</h1><p><img src="/api/document/${DOC}/image?key=${encodeURIComponent(KEY)}" alt="Logo"/></p>` +
  '<p><img src="https://tracker.example/pixel.png" alt=""/></p></div></body></html>';

describe('the preview of a whole document as a page', () => {
  it('keeps the topics in order with their tables and page break, and links the stylesheets', () => {
    // Stylesheets as data: addresses, which the test DOM can load without a server.
    const stylesheets = ['data:text/css,p{margin:0}', 'data:text/css,.page-break{height:auto}'];
    const { html, topics } = previewPage(XHTML, stylesheets);
    expect(topics).toBe(2);
    expect(html.startsWith('<!doctype html><html')).toBe(true);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Report <Q1>');
    expect([...doc.querySelectorAll('h1')].map((h) => h.textContent)).toEqual(['Balance Sheet', 'Notes']);
    expect(doc.querySelector('td')?.getAttribute('colspan')).toBe('2');
    expect(doc.querySelectorAll('col')).toHaveLength(2);
    const pageBreak = doc.querySelector('.page-break');
    expect(pageBreak?.nextElementSibling?.textContent).toBe('After the break');
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((link) => link.getAttribute('href'))).toEqual(stylesheets);
  });

  it('leaves no image address in the page: a library image keeps its storage key, anything else nothing', () => {
    const doc = new DOMParser().parseFromString(previewPage(XHTML, []).html, 'text/html');
    const images = [...doc.querySelectorAll('img')];
    expect(images.map((image) => image.hasAttribute('src'))).toEqual([false, false]);
    expect(images.map((image) => image.getAttribute('data-key'))).toEqual([KEY, null]);
    expect(images[0]?.getAttribute('alt')).toBe('Logo');
  });

  it('counts no topics in a version without any', () => {
    const empty =
      '<?xml version="1.0" encoding="UTF-8"?>\n<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Empty</title></head><body></body></html>';
    expect(previewPage(empty, []).topics).toBe(0);
  });
});
