import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import {
  CONTACT_TEXT_MAX,
  contactFieldProblem,
  contactProblems,
  normalizeContact,
} from './contact.ts';

const valid = {
  name: 'Deniz Aydın',
  email: 'deniz@example.com',
  subject: 'feedback',
  message: 'Love the calm mornings.',
};

describe('contact form rules (spec section 5)', () => {
  it('accepts a complete form, with any of the eight subjects', () => {
    expect(contactProblems(valid)).toEqual({});
    for (const subject of CONTACT_SUBJECTS) {
      expect(contactFieldProblem('subject', subject)).toBeNull();
    }
    expect(CONTACT_SUBJECTS).toHaveLength(8);
  });

  it('requires every field, blank or whitespace alike', () => {
    expect(contactProblems({ name: '', email: ' ', subject: '', message: '\n' })).toEqual({
      name: MESSAGES.contactNameRequired,
      email: MESSAGES.contactEmailRequired,
      subject: MESSAGES.contactSubjectRequired,
      message: MESSAGES.contactMessageRequired,
    });
  });

  it('needs an email of email type and a subject from the list', () => {
    expect(contactFieldProblem('email', 'deniz')).toBe(MESSAGES.contactEmailInvalid);
    expect(contactFieldProblem('email', 'deniz@example')).toBe(MESSAGES.contactEmailInvalid);
    expect(contactFieldProblem('email', ' Deniz@Example.com ')).toBeNull();
    expect(contactFieldProblem('subject', 'hello')).toBe(MESSAGES.contactSubjectRequired);
    expect(contactFieldProblem('subject', 'Feedback')).toBe(MESSAGES.contactSubjectRequired);
  });

  it('sets no bound a real message reaches, only a generous sanity cap', () => {
    const long = 'a'.repeat(CONTACT_TEXT_MAX.message);
    expect(contactFieldProblem('message', long)).toBeNull();
    expect(contactFieldProblem('message', `${long}a`)).toBe(MESSAGES.contactTooLong);
    expect(contactFieldProblem('name', 'n'.repeat(CONTACT_TEXT_MAX.name + 1))).toBe(
      MESSAGES.contactTooLong,
    );
  });

  it('stores names and messages trimmed and the email lower-cased', () => {
    expect(
      normalizeContact({
        name: '  Deniz ',
        email: ' Deniz@Example.COM',
        subject: 'press',
        message: ' Hi \n',
      }),
    ).toEqual({ name: 'Deniz', email: 'deniz@example.com', subject: 'press', message: 'Hi' });
  });
});
