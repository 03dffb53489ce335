import { ApiError } from '@ea/contracts';
import { type DocumentFields, type DocumentInput, revisionDescriptionMessage, validateDocument } from '@ea/contracts/library';

/** The document's metadata once valid (spec §5 rules); 400 with every field's message otherwise. */
export function documentFields(input: DocumentInput, options: { fileGiven?: boolean } = {}): DocumentFields {
  const validation = validateDocument(input, options);
  if (!validation.ok) throw new ApiError('validation', undefined, validation.messages);
  return validation.fields;
}

/** A revision description as saved (spec §5: required, 50 letters, digits, '_' or '-'); 400 otherwise. */
export function revisionDescription(text: string | undefined): string {
  const message = revisionDescriptionMessage(text);
  if (message) throw new ApiError('validation', message, { revisionDescription: message });
  return text!.trim();
}

/** An optional revision description: absent or blank is none, anything else follows the rule. */
export function optionalRevisionDescription(text: string | undefined): string | null {
  return text === undefined || text.trim() === '' ? null : revisionDescription(text);
}
