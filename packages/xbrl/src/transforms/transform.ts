/** What a transformation gives: the XBRL lexical value, or why the displayed text does not fit the format. */
export type TransformResult = { value: string } | { error: string };

/** One transformation: displayed text in, XBRL value out. */
export type Transform = (text: string) => TransformResult;

/** XML Schema's whitespace (not the no-break space) around the text, removed as the registries specify. */
export function trimXmlWhitespace(text: string): string {
  return text.replace(/^[ \t\n\r]+|[ \t\n\r]+$/g, '');
}

export function fail(format: string, text: string): TransformResult {
  return { error: `"${text}" is not in the ${format} format` };
}

/** Space or no-break space, the separators the registries allow between words. */
export const SPACE = '[\\t\\n\\r \\u00A0]';

/** The hyphens and dashes the registries accept between number words. */
export const DASH = '[\\u058A\\u05BE\\u2010-\\u2015\\uFE58\\uFE63\\uFF0D\\-]';
