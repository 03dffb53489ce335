import { describe, expect, it } from 'vitest';
import { readInstance } from '../instance/read-instance.ts';
import { MAX_DEPTH, streamXml, type XmlElement } from './stream-xml.ts';

const BILLION_LAUGHS = `<?xml version="1.0"?>
<!DOCTYPE lolz [
 <!ENTITY lol "lol">
 ${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i ? i : ''};`.repeat(10)}">`).join('\n ')}
]>
<xbrl xmlns="http://www.xbrl.org/2003/instance">&lol9;</xbrl>`;

const noop = { startElement() {}, endElement() {}, text() {} };

describe('streamXml on hostile input', () => {
  it('refuses a billion-laughs DOCTYPE before expanding anything', () => {
    const started = performance.now();
    const { instance, messages } = readInstance(BILLION_LAUGHS, 'lol.xml');
    expect(performance.now() - started).toBeLessThan(200);
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'xml.doctypeRefused', severity: 'error' })]);
    expect(instance.facts).toEqual([]);
  });

  it('refuses an external entity', () => {
    const xml = '<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>';
    expect(streamXml(xml, 'xxe.xml', noop).map((m) => m.ruleId)).toEqual(['xml.doctypeRefused']);
  });

  it('reports a NUL byte as malformed, with its line', () => {
    const bytes = new TextEncoder().encode('<a>\n<b>x\u0000y</b>\n</a>');
    const [message, ...rest] = streamXml(bytes, 'nul.xml', noop);
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ ruleId: 'xml.malformed', severity: 'error', location: { file: 'nul.xml', line: 2 } });
  });

  it('reports a truncated document as malformed, with its line', () => {
    const { messages } = readInstance('<xbrl xmlns="http://www.xbrl.org/2003/instance">\n<context id="c">\n<entity', 't.xml');
    expect(messages).toEqual([expect.objectContaining({ ruleId: 'xml.malformed', location: expect.objectContaining({ line: 3 }) })]);
  });

  it('stops a 50 MB run of nested elements at a fixed depth, without recursion', () => {
    const depth = (50 * 1024 * 1024) / 3;
    const xml = '<a>'.repeat(depth);
    let deepest = 0;
    const messages = streamXml(xml, 'deep.xml', {
      ...noop,
      startElement: (element: XmlElement) => {
        deepest = Math.max(deepest, element.depth);
      },
    });
    expect(messages.map((m) => m.ruleId)).toEqual(['xml.tooDeep']);
    expect(deepest).toBe(MAX_DEPTH - 1);
  });

  it('locates start tags by line and 1-based column', () => {
    const seen: [string, number?, number?][] = [];
    streamXml('<a>\n  <b x="1"/><c/><d\n/></a>', 'pos.xml', {
      ...noop,
      startElement: (e: XmlElement) => seen.push([e.name, e.location.line, e.location.column]),
    });
    expect(seen).toEqual([
      ['a', 1, 1],
      ['b', 2, 3],
      ['c', 2, 13],
      // A name ended by a line break: the line is known, the column is not.
      ['d', 2, undefined],
    ]);
  });

  it('decodes bytes in the encoding the XML declaration names', () => {
    const bytes = Uint8Array.from([
      ...new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-1"?><a>'),
      0xe9,
      ...new TextEncoder().encode('</a>'),
    ]);
    let text = '';
    expect(streamXml(bytes, 'latin1.xml', { ...noop, text: (t: string) => (text += t) })).toEqual([]);
    expect(text).toBe('é');
  });
});
