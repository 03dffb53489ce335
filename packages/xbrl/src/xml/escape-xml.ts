const TEXT: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
// Whitespace other than the space is escaped in attributes so that it survives attribute normalisation.
const ATTRIBUTE: Record<string, string> = { '&': '&amp;', '<': '&lt;', '"': '&quot;', '\t': '&#9;', '\n': '&#10;', '\r': '&#13;' };

/** Text as XML character data. */
export function escapeText(text: string): string {
  return text.replace(/[&<>]/g, (c) => TEXT[c]!);
}

/** Text as a double-quoted XML attribute value. */
export function escapeAttribute(text: string): string {
  return text.replace(/[&<"\t\n\r]/g, (c) => ATTRIBUTE[c]!);
}
