/** Namespace URIs the readers recognise, named once so a typo cannot split them. */
export const NS = {
  xml: 'http://www.w3.org/XML/1998/namespace',
  xsi: 'http://www.w3.org/2001/XMLSchema-instance',
  xlink: 'http://www.w3.org/1999/xlink',
  xhtml: 'http://www.w3.org/1999/xhtml',
  xbrli: 'http://www.xbrl.org/2003/instance',
  link: 'http://www.xbrl.org/2003/linkbase',
  xbrldi: 'http://xbrl.org/2006/xbrldi',
  ix: 'http://www.xbrl.org/2013/inlineXBRL',
} as const;

/** The standard roles and arcroles a footnote link uses when it names none. */
export const STANDARD_LINK_ROLE = 'http://www.xbrl.org/2003/role/link';
export const FACT_FOOTNOTE_ARCROLE = 'http://www.xbrl.org/2003/arcrole/fact-footnote';
export const FOOTNOTE_ROLE = 'http://www.xbrl.org/2003/role/footnote';
