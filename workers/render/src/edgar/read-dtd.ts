/**
 * The elements a DTD declares and the attributes of each, its parameter entities expanded: how the
 * test holds the EDGAR table (efm-dtd.ts) to the EDGAR Filer Manual's DTD, so neither drifts.
 */
export function readDtd(text: string): Map<string, string[]> {
  const source = text.replace(/<!--[\s\S]*?-->/g, ' ');
  const entities = new Map<string, string>();
  for (const match of source.matchAll(/<!ENTITY\s+%\s+([\w.-]+)\s+"([^"]*)"\s*>/g)) entities.set(match[1]!, match[2]!);
  const expand = (value: string, depth = 0): string =>
    depth > 20 ? value : value.replace(/%([\w.-]+);/g, (_, name: string) => expand(entities.get(name) ?? '', depth + 1));
  const elements = new Map<string, string[]>();
  for (const match of source.matchAll(/<!ELEMENT\s+([^\s>]+)/g)) {
    for (const name of expand(match[1]!)
      .replace(/[()]/g, ' ')
      .split(/[\s|]+/)
      .filter(Boolean))
      elements.set(name, []);
  }
  for (const match of source.matchAll(/<!ATTLIST\s+([^\s>]+)([^>]*)>/g)) {
    const element = expand(match[1]!);
    if (!elements.has(element)) continue;
    // Name, type (a word or a parenthesised list), default (#IMPLIED, #REQUIRED, #FIXED "x" or "x").
    const definitions = expand(match[2]!).matchAll(/([\w:.-]+)\s+(\([^)]*\)|[\w%;.-]+)\s+(#IMPLIED|#REQUIRED|#FIXED\s+"[^"]*"|"[^"]*")/g);
    const names = elements.get(element)!;
    for (const definition of definitions) if (!names.includes(definition[1]!)) names.push(definition[1]!);
  }
  return elements;
}
