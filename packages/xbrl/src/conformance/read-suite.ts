import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { attribute, streamXml } from '../xml/stream-xml.ts';

/** One variation of a conformance testcase: its inputs to read first and the expected outcome. */
export interface Variation {
  /** `<testcase path relative to the suite's Common folder>#<variation id>`, unique in the suite. */
  key: string;
  id: string;
  name: string;
  description: string;
  /** Section of the suite: the folder under Common (100-schema, …, related-standards). */
  section: string;
  /** The readMeFirst inputs, as absolute URLs, with the kind of document each is. */
  entries: { url: string; kind: 'instance' | 'xsd' | 'linkbase' }[];
  expected: 'valid' | 'invalid';
}

/** The variations of every testcase an XBRL conformance suite index (xbrl.xml) lists, in order. */
export async function readSuite(indexUrl: string): Promise<Variation[]> {
  const testcases: string[] = [];
  streamXml(await readFile(fileURLToPath(indexUrl)), indexUrl, {
    startElement(el) {
      const uri = el.localName === 'testcase' ? attribute(el, 'uri') : undefined;
      if (uri) testcases.push(new URL(uri, indexUrl).href);
    },
    endElement() {},
    text() {},
  });
  const variations: Variation[] = [];
  for (const url of testcases) variations.push(...(await readTestcase(url, indexUrl)));
  return variations;
}

async function readTestcase(url: string, indexUrl: string): Promise<Variation[]> {
  const relative = url.slice(new URL('Common/', indexUrl).href.length);
  const section = relative.split('/')[0]!;
  const variations: Variation[] = [];
  let current: Variation | undefined;
  let entry: { kind: Variation['entries'][number]['kind']; first: boolean } | undefined;
  let text = '';
  streamXml(await readFile(fileURLToPath(url)), url, {
    startElement(el) {
      text = '';
      if (el.localName === 'variation') {
        const id = attribute(el, 'id') ?? String(variations.length + 1);
        current = {
          key: `${relative}#${id}`,
          id,
          name: attribute(el, 'name') ?? '',
          description: '',
          section,
          entries: [],
          expected: 'valid',
        };
        variations.push(current);
      } else if (current && (el.localName === 'instance' || el.localName === 'xsd' || el.localName === 'linkbase')) {
        entry = { kind: el.localName, first: attribute(el, 'readMeFirst') === 'true' };
      } else if (current && el.localName === 'result') {
        current.expected = attribute(el, 'expected') === 'invalid' ? 'invalid' : 'valid';
      }
    },
    endElement(el) {
      if (current && el.localName === 'description') current.description = text.trim();
      if (current && entry && el.localName === entry.kind) {
        if (entry.first) current.entries.push({ url: new URL(text.trim(), url).href, kind: entry.kind });
        entry = undefined;
      }
      if (el.localName === 'variation') current = undefined;
    },
    text(chunk) {
      text += chunk;
    },
  });
  return variations;
}
