import { Messages, Module } from '@ea/contracts';
import { describe, expect, it } from 'vitest';
import { emptyUserForm, serverFieldErrors, userInputOf, validateUserForm } from './user-form-values.ts';

const filled = {
  email: ' ana@example.com ',
  userName: 'ana',
  firstName: 'Ana',
  lastName: 'Lopez',
  channelId: 3,
  roles: [2],
  products: [Module.library],
  singleCompanyId: null,
};

describe('user form (spec §5 messages)', () => {
  it('names every missing field with its spec message', () => {
    expect(validateUserForm(emptyUserForm)).toEqual({
      email: Messages.user.emailRequired,
      userName: Messages.user.userNameRequired,
      firstName: Messages.user.firstNameRequired,
      lastName: Messages.user.lastNameRequired,
      channelId: Messages.user.channelRequired,
      roles: Messages.user.roleRequired,
      products: Messages.user.productRequired,
    });
  });

  it('refuses a malformed email and blank-only names', () => {
    expect(validateUserForm({ ...filled, email: 'ana@', firstName: '   ' })).toEqual({
      email: Messages.user.emailInvalid,
      firstName: Messages.user.firstNameRequired,
    });
  });

  it('passes a complete form and sends it trimmed, with the confirmation flag', () => {
    expect(validateUserForm(filled)).toEqual({});
    expect(userInputOf(filled, true)).toEqual({ ...filled, email: 'ana@example.com', confirmed: true });
  });

  it('sends back the admin flag and single company of the user it shows, which the form does not edit', () => {
    const shown = { ...filled, singleCompanyId: 41 };
    expect(userInputOf(shown, false)).toMatchObject({ singleCompanyId: 41 });
    // Admin rights come with the Admin role, never from a flag the form would carry back.
    expect(userInputOf(shown, false)).not.toHaveProperty('admin');
  });

  it('keeps only the API field errors the form can show', () => {
    expect(serverFieldErrors({ email: 'Email Already Registered', brand: 'x' })).toEqual({ email: 'Email Already Registered' });
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
