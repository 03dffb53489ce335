import { PROJECT_MESSAGES, PROJECT_NAME_MAX } from '@ea/contracts/validator';
import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@/api/api-request-error.ts';
import { checkProjectForm, emptyProjectForm, serverErrors } from './project-form-values.ts';

describe('the project form', () => {
  it('answers an empty save with every spec message at once', () => {
    expect(checkProjectForm(emptyProjectForm)).toEqual({
      errors: { name: PROJECT_MESSAGES.name, formDescription: PROJECT_MESSAGES.formDescription, method: PROJECT_MESSAGES.method },
    });
  });

  it('sends the trimmed name with the chosen form and method', () => {
    expect(checkProjectForm({ name: '  Q1 10-Q  ', formDescription: '10-Q', method: 'ixbrl' })).toEqual({
      input: { name: 'Q1 10-Q', formDescription: '10-Q', method: 'ixbrl' },
    });
  });

  it('refuses a blank name, an unknown form and an unknown method', () => {
    expect(checkProjectForm({ name: '   ', formDescription: '10-Z', method: 'pdf' })).toEqual({
      errors: { name: PROJECT_MESSAGES.name, formDescription: PROJECT_MESSAGES.formDescription, method: PROJECT_MESSAGES.method },
    });
    const long = checkProjectForm({ name: 'x'.repeat(PROJECT_NAME_MAX + 1), formDescription: '10-K', method: 'xbrl' });
    expect('errors' in long && long.errors.name).toMatch(/120 characters/);
  });
});

describe('a refused save', () => {
  it('puts the fields the server named on those fields', () => {
    const error = new ApiRequestError(400, 'validation', 'Invalid', { method: PROJECT_MESSAGES.method, other: 'x' });
    expect(serverErrors(error)).toEqual({ fields: { method: PROJECT_MESSAGES.method }, form: null });
  });

  it('puts a conflict (the name taken) on the name', () => {
    const error = new ApiRequestError(409, 'projectNameTaken', 'A project with this name already exists for this company');
    expect(serverErrors(error)).toEqual({ fields: { name: 'A project with this name already exists for this company' }, form: null });
  });

  it('shows any other refusal above the form', () => {
    expect(serverErrors(new ApiRequestError(404, 'notFound', 'Company not found'))).toEqual({ fields: {}, form: 'Company not found' });
  });
});
