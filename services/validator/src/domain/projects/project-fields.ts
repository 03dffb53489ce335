import { ApiError } from '@ea/contracts';
import { PROJECT_MESSAGES, type ProjectInput } from '@ea/contracts/validator';

/**
 * The project's fields as stored: the name trimmed. The schema has already refused a missing or
 * unknown value with its spec message; a name of spaces only is as missing as an empty one.
 */
export function projectFields(input: ProjectInput): ProjectInput {
  const name = input.name.trim();
  if (name === '') throw new ApiError('validation', PROJECT_MESSAGES.name, { name: PROJECT_MESSAGES.name });
  return { name, formDescription: input.formDescription, method: input.method };
}
