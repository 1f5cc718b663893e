import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  SIGNUP_CHECK_ORDER,
  firstErrorField,
  safeNextPath,
  validateSignup,
} from './auth-validation.ts';
import type { SignupValues } from './auth-validation.ts';

const valid: SignupValues = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  username: 'ada.l',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  inviteCode: 'ABCD2345',
};

describe('sign-up client rules (spec section 5)', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('reports every empty field with the spec’s message, in the spec’s order', () => {
    const empty: SignupValues = {
      firstName: '',
      lastName: '',
      username: '',
      email: '',
      password: '',
      confirmPassword: '',
      inviteCode: '',
    };
    const errors = validateSignup(empty);
    expect(Object.keys(errors)).toEqual([
      'firstName',
      'lastName',
      'username',
      'email',
      'inviteCode',
      'password',
    ]);
    expect(errors).toEqual({
      firstName: MESSAGES.firstNameRequired,
      lastName: MESSAGES.lastNameRequired,
      username: MESSAGES.usernameRequired,
      email: MESSAGES.emailRequired,
      inviteCode: MESSAGES.inviteCodeRequired,
      password: MESSAGES.passwordRequired,
    });
    expect(firstErrorField(errors, SIGNUP_CHECK_ORDER)).toBe('firstName');
  });

  it('applies the shared name and e-mail rules the server applies (issue 30)', () => {
    expect(validateSignup({ ...valid, firstName: '\u200B\u200D' }).firstName).toBe(
      MESSAGES.nameNotVisible,
    );
    expect(validateSignup({ ...valid, lastName: 'Ada\u202Egnp' }).lastName).toBe(
      MESSAGES.nameDirectionControls,
    );
    expect(validateSignup({ ...valid, email: 'a..b@example.com' }).email).toBe(
      MESSAGES.emailInvalid,
    );
  });

  it('uses the client wording for emails, short passwords and mismatches', () => {
    expect(validateSignup({ ...valid, email: 'ada@example' }).email).toBe(MESSAGES.emailInvalid);
    expect(validateSignup({ ...valid, password: '12345', confirmPassword: '12345' })).toEqual({
      password: MESSAGES.passwordTooShort,
    });
    expect(validateSignup({ ...valid, confirmPassword: 'secret2' })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });

  it('checks the invite code before the password', () => {
    const errors = validateSignup({ ...valid, inviteCode: ' ', password: '', confirmPassword: '' });
    expect(firstErrorField(errors, SIGNUP_CHECK_ORDER)).toBe('inviteCode');
  });

  it('applies the username rules', () => {
    expect(validateSignup({ ...valid, username: 'ab' }).username).toBe(MESSAGES.usernameLength);
  });
});

describe('safeNextPath', () => {
  it('keeps paths on this site', () => {
    expect(safeNextPath('/settings?panel=invites')).toBe('/settings?panel=invites');
  });

  it('refuses anything that could leave the site', () => {
    for (const next of [null, '', 'https://evil.example', '//evil.example', '/\\evil.example']) {
      expect(safeNextPath(next)).toBeNull();
    }
  });
});
