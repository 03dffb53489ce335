/**
 * What of a filing's XHTML the viewer writes out. Lists say what may stay rather than what must
 * go: a filing is the uploader's markup, and anything not named here (a new event attribute, an
 * unknown URL-bearing attribute) is left out.
 */

/** Elements written out with their content: the text and layout of a filing. */
export const HTML_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'html head title body style div span p br hr a img b i u s em strong small big sub sup font center blockquote pre code tt ' +
    'h1 h2 h3 h4 h5 h6 ul ol li dl dt dd table thead tbody tfoot tr td th caption col colgroup ' +
    'abbr address cite del ins q strike dfn kbd samp var mark section article header footer nav aside main figure figcaption ' +
    'details summary wbr nobr'
  ).split(' '),
);

/** Elements that are never written, nor anything inside them: scripts, embedded content, forms and document metadata that fetches. */
export const DROPPED_ELEMENTS: ReadonlySet<string> = new Set(
  (
    'script noscript template iframe frame frameset object embed applet param form input button select option optgroup textarea ' +
    'base link meta audio video source track canvas svg math portal'
  ).split(' '),
);

/** HTML elements the parser never closes: written without an end tag, or the browser would read a second start. */
export const VOID_ELEMENTS: ReadonlySet<string> = new Set(['br', 'hr', 'img', 'col', 'wbr']);

/** Attributes of HTML elements that only describe presentation; URLs and styles are handled apart. */
export const HTML_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'id class title lang dir align valign width height colspan rowspan border cellpadding cellspacing bgcolor color face size ' +
    'alt name type start value span nowrap summary headers scope abbr char charoff clear noshade hspace vspace frame rules compact reversed'
  ).split(' '),
);

/** Attributes of ix elements: they say what a fact is; none of them fetches or runs anything. */
export const IX_ATTRIBUTES: ReadonlySet<string> = new Set(
  (
    'id name contextRef unitRef format scale sign decimals precision escape continuedAt target order tupleID tupleRef ' +
    'footnoteRole fromRefs toRefs linkRole arcrole title'
  ).split(' '),
);

/**
 * A style with every external reference taken out: `url(…)` other than an inline image and
 * `@import` fetch from elsewhere. The response's policy forbids such loads anyway; this keeps
 * the document itself clean for a viewer whose policy is laxer.
 */
export function safeCss(css: string): string {
  return css
    .replace(/@import[^;]*;?/gi, '')
    .replace(/url\(\s*(['"]?)\s*(?!data:image\/(?:png|jpeg|gif)[;,])[^)]*\)/gi, 'none')
    .replace(/expression\s*\(/gi, 'none(')
    .replace(/<\//g, '<\\/');
}

/** Text as HTML writes it, in element content or in a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
