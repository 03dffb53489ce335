import {
  FORM_DESCRIPTIONS,
  type FormDescription,
  PROJECT_MESSAGES,
  PROJECT_NAME_MAX,
  type Project,
  VALIDATION_METHODS,
  type ValidationMethod,
} from '@ea/contracts/validator';
import type { ApiRequestError } from '@/api/api-request-error.ts';
import type { ProjectBody } from '@/api/validator/projects.ts';

/** What the project form holds: text as typed, '' for a select left on its prompt. */
export interface ProjectFormValues {
  name: string;
  formDescription: string;
  method: string;
}

export type ProjectFormErrors = Partial<Record<keyof ProjectFormValues, string>>;

export const emptyProjectForm: ProjectFormValues = { name: '', formDescription: '', method: '' };

export const projectFormValues = (project: Project): ProjectFormValues => ({
  name: project.name,
  formDescription: project.formDescription,
  method: project.method,
});

const isFormDescription = (value: string): value is FormDescription => (FORM_DESCRIPTIONS as readonly string[]).includes(value);
const isMethod = (value: string): value is ValidationMethod => VALIDATION_METHODS.some((m) => m.id === value);

/** Every field's spec §5 message at once, or the input to send when all pass. */
export function checkProjectForm(values: ProjectFormValues): { errors: ProjectFormErrors } | { input: ProjectBody } {
  const errors: ProjectFormErrors = {};
  const name = values.name.trim();
  const { formDescription, method } = values;
  if (name === '') errors.name = PROJECT_MESSAGES.name;
  else if (name.length > PROJECT_NAME_MAX) errors.name = `Please keep the project name to ${PROJECT_NAME_MAX} characters`;
  if (!isFormDescription(formDescription)) errors.formDescription = PROJECT_MESSAGES.formDescription;
  if (!isMethod(method)) errors.method = PROJECT_MESSAGES.method;
  if (Object.keys(errors).length === 0 && isFormDescription(formDescription) && isMethod(method)) {
    return { input: { name, formDescription, method } };
  }
  return { errors };
}

/**
 * Where a refused save's message goes: the fields the server named, a conflict (the name already
 * used in this company) on the name, anything else above the form.
 */
export function serverErrors(error: ApiRequestError): { fields: ProjectFormErrors; form: string | null } {
  const named = error.fields ?? {};
  const fields: ProjectFormErrors = {};
  for (const key of ['name', 'formDescription', 'method'] as const) if (named[key]) fields[key] = named[key];
  if (Object.keys(fields).length > 0) return { fields, form: null };
  if (error.status === 409) return { fields: { name: error.message }, form: null };
  return { fields, form: error.message };
}
