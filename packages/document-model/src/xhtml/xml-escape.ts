import { xmlSafeText } from '../html/model-builder.ts';

const TEXT_SPECIAL = /[&<>]/;
const TEXT_SPECIAL_ALL = /[&<>]/g;
const ATTRIBUTE_SPECIAL = /[&<>"\t\n\r]/;
const ATTRIBUTE_SPECIAL_ALL = /[&<>"\t\n\r]/g;
const NON_ASCII = /[\u0080-\uFFFF]/;
const NON_ASCII_ALL = /[\u0080-\uD7FF\uE000-\uFFFF]|[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};

const entity = (c: string) => ENTITIES[c]!;
const characterReference = (c: string) => `&#${c.codePointAt(0)};`;

/** Text content: escaped, characters XML forbids removed, non-ASCII as character references when asked. */
export function escapeText(value: string, asciiOnly: boolean): string {
  let text = xmlSafeText(value);
  if (TEXT_SPECIAL.test(text)) text = text.replace(TEXT_SPECIAL_ALL, entity);
  if (asciiOnly && NON_ASCII.test(text)) text = text.replace(NON_ASCII_ALL, characterReference);
  return text;
}

/** An attribute value in double quotes; tabs and newlines as references so they survive normalisation. */
export function escapeAttribute(value: string, asciiOnly: boolean): string {
  let text = xmlSafeText(value);
  if (ATTRIBUTE_SPECIAL.test(text)) text = text.replace(ATTRIBUTE_SPECIAL_ALL, entity);
  if (asciiOnly && NON_ASCII.test(text)) text = text.replace(NON_ASCII_ALL, characterReference);
  return text;
}

export function attributesString(attributes: Record<string, string>, asciiOnly: boolean): string {
  let out = '';
  for (const name in attributes) out += ` ${name}="${escapeAttribute(attributes[name]!, asciiOnly)}"`;
  return out;
}
