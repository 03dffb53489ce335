/** A topic reference of a map: where the topic's file is and what the map calls it. */
export interface TopicRef {
  href: string;
  navtitle: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text safe in XML content and attribute values; characters XML 1.0 forbids are left out. */
function escapeXml(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: these are exactly the characters XML 1.0 forbids.
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** The href of a topic within a map's package: one `.dita` file per topic, named by its id. */
export function topicHref(topicId: string): string {
  return `topics/${topicId}.dita`;
}

/** A document's map as an OASIS DITA `.ditamap` file: its title and a topic reference per topic, in order. */
export function ditamapXml(map: { id: string; title: string; topics: readonly TopicRef[] }): string {
  const refs = map.topics
    .map((t) => `  <topicref href="${escapeXml(t.href)}" navtitle="${escapeXml(t.navtitle)}" type="topic"/>\n`)
    .join('');
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    '<!DOCTYPE map PUBLIC "-//OASIS//DTD DITA Map//EN" "map.dtd">\n' +
    `<map id="map-${escapeXml(map.id)}">\n  <title>${escapeXml(map.title)}</title>\n${refs}</map>\n`
  );
}
