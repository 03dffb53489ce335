import type { QName } from '../model/instance.ts';
import type { XbrlMessage } from '../model/message.ts';
import { applyTransform, isKnownFormat } from '../transforms/apply-transform.ts';
import { attribute, type XmlElement } from '../xml/stream-xml.ts';
import { scaleDecimal } from './exact-decimal.ts';

/**
 * The text of a fact under its format: the transformed value, or the text itself when there is no
 * format. Undefined when the format is unknown (reported when it was read) or refuses the text
 * (reported here as 'ixt.invalidValue'): the caller then keeps the text as written.
 */
export function transformed(element: XmlElement, text: string, messages: XbrlMessage[], format: QName | undefined): string | undefined {
  if (!format) return text;
  if (!isKnownFormat(format)) return undefined;
  const result = applyTransform(format, text);
  if ('value' in result) return result.value;
  messages.push({
    ruleId: 'ixt.invalidValue',
    severity: 'error',
    message: `${element.name} "${attribute(element, 'name') ?? ''}": ${result.error}.`,
    location: element.location,
  });
  return undefined;
}

/** A numeric fact's value: its text transformed, then × 10^scale and negated by sign="-", exactly. */
export function exactNumber(element: XmlElement, text: string, messages: XbrlMessage[], format?: QName): string {
  const number = transformed(element, text, messages, format)?.trim();
  // A refused text was reported once already; a second message about it would add nothing.
  if (number === undefined) return text.trim();
  const scale = Number(attribute(element, 'scale') ?? '0');
  const value = Number.isInteger(scale) ? scaleDecimal(number, scale, attribute(element, 'sign') === '-') : undefined;
  if (value !== undefined) return value;
  messages.push({
    ruleId: 'ix.numericValue',
    severity: 'error',
    message: `${element.name} "${attribute(element, 'name') ?? ''}" shows "${text.trim()}", which is not a number (scale "${attribute(element, 'scale') ?? ''}").`,
    location: element.location,
  });
  return number;
}
