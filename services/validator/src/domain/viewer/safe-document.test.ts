import { describe, expect, it } from 'vitest';
import { safeDocument } from './safe-document.ts';
import { submissionImages } from './submission-images.ts';

const URL_OF_DOCUMENT = 'file:///submission/filing.htm';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

const hostile = `<?xml version="1.0" encoding="utf-8"?>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:ix="http://www.xbrl.org/2013/inlineXBRL"
      xmlns:xbrli="http://www.xbrl.org/2003/instance" xmlns:link="http://www.xbrl.org/2003/linkbase"
      xmlns:xlink="http://www.w3.org/1999/xlink" xmlns:svg="http://www.w3.org/2000/svg" xmlns:us-gaap="http://fasb.org/us-gaap/2024">
<head><title>Hostile</title><script>alert(1)</script><meta http-equiv="refresh" content="0;url=https://evil.test"/>
<link rel="stylesheet" href="https://evil.test/x.css"/><style>@import url(https://evil.test/y.css); p { background: url('https://evil.test/z.png') }</style></head>
<body onload="alert(2)">
<div style="display:none"><ix:header><ix:references><link:schemaRef xlink:type="simple" xlink:href="https://evil.test/s.xsd"/></ix:references>
<ix:resources><xbrli:context id="c1"><xbrli:entity><xbrli:identifier scheme="http://www.sec.gov/CIK">1</xbrli:identifier></xbrli:entity>
<xbrli:period><xbrli:instant>2024-12-31</xbrli:instant></xbrli:period></xbrli:context></ix:resources></ix:header></div>
<p onclick="alert(3)" ONMOUSEOVER="alert(4)">Revenue <ix:nonFraction name="us-gaap:Revenues" contextRef="c1" unitRef="u" decimals="0" onclick="alert(5)">12</ix:nonFraction></p>
<a href="javascript:alert(6)">click</a> <a href="https://evil.test/">out</a> <a href="#note">note</a>
<img src="https://evil.test/track.png" alt="tracker"/><img src="logo.png" alt="logo"/><img src="data:text/html;base64,PHNjcmlwdD4=" alt="sneaky"/>
<iframe src="https://evil.test/"></iframe><object data="x.swf"><embed src="x.swf"/></object>
<form action="https://evil.test/"><input name="q"/></form>
<svg:svg><svg:script>alert(7)</svg:script></svg:svg>
<div data-fact="forged">&lt;script&gt;alert(8)&lt;/script&gt;</div><br/><div/>
</body></html>`;

describe('safeDocument', () => {
  const html = safeDocument(Buffer.from(hostile), URL_OF_DOCUMENT, submissionImages(new Map([['logo.png', PNG]]), URL_OF_DOCUMENT));

  it('leaves out scripts, event attributes, embedded content, forms and metadata that fetches', () => {
    expect(html).not.toMatch(/<script|<iframe|<object|<embed|<form|<input|<meta|<link|<svg/i);
    expect(html).not.toMatch(/\son[a-z]+\s*=/i);
    expect(html).not.toContain('alert(7)');
    // Text that looks like markup stays text.
    expect(html).toContain('&lt;script&gt;alert(8)&lt;/script&gt;');
  });

  it('leaves no external reference: javascript: and outside links become text, outside images lose their source', () => {
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toContain('evil.test');
    expect(html).toContain('<a>click</a>');
    expect(html).toContain('<a>out</a>');
    expect(html).toContain('<a href="#note">note</a>');
    expect(html).toContain('<img alt="tracker">');
    expect(html).toContain('<img alt="sneaky">');
    expect(html).toContain(`<img src="data:image/png;base64,${PNG.toString('base64')}" alt="logo">`);
  });

  it('keeps the facts, marked with their ids, and hides the header', () => {
    expect(html).toMatch(
      /<ix:nonFraction name="us-gaap:Revenues" contextRef="c1" unitRef="u" decimals="0" data-fact="ev-\d+-\d+">12<\/ix:nonFraction>/,
    );
    expect(html).not.toContain('data-fact="forged"');
    expect(html).toContain('<ix:header style="display:none">');
    expect(html).not.toContain('xbrli:');
  });

  it('writes HTML, not XML: void elements without an end tag, empty ones with one', () => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain('<br><div></div>');
  });
});
