// The contact form's rules (spec section 5: name, email of email type, a subject chosen from the
// list, message; all required, no other bounds), shared by the page and POST /api/contact. Kept
// free of zod so that the contact page does not download the schema library.
import { CONTACT_SUBJECTS } from '../constants.ts';
import { MESSAGES } from '../messages.ts';
import { isValidEmail } from './email.ts';

export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_PATH = '/api/contact';

export const CONTACT_FIELDS = ['name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

export interface ContactInput {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/**
 * Ours: the spec sets no length bounds. These only keep a hostile request from storing an
 * essay; no real message comes near them (the server's body limit is 256 KB on top).
 */
export const CONTACT_TEXT_MAX = { name: 200, message: 20_000 } as const;

export function isContactSubject(value: string): value is ContactSubject {
  return (CONTACT_SUBJECTS as readonly string[]).includes(value);
}

/** What is stored: name and message trimmed, email trimmed and lower-cased. */
export function normalizeContact(input: ContactInput): ContactInput {
  return {
    name: input.name.trim(),
    email: input.email.trim().toLowerCase(),
    subject: input.subject,
    message: input.message.trim(),
  };
}

/** The message for one field, or null when it is fine. Values are read as typed (untrimmed). */
export function contactFieldProblem(field: ContactField, value: string): string | null {
  const text = value.trim();
  switch (field) {
    case 'name':
      if (!text) return MESSAGES.contactNameRequired;
      return text.length > CONTACT_TEXT_MAX.name ? MESSAGES.contactTooLong : null;
    case 'email':
      if (!text) return MESSAGES.contactEmailRequired;
      return isValidEmail(text.toLowerCase()) ? null : MESSAGES.contactEmailInvalid;
    case 'subject':
      return isContactSubject(value) ? null : MESSAGES.contactSubjectRequired;
    case 'message':
      if (!text) return MESSAGES.contactMessageRequired;
      return text.length > CONTACT_TEXT_MAX.message ? MESSAGES.contactTooLong : null;
  }
}

/** Every field's problem, in form order; empty when the form can be sent. */
export function contactProblems(input: ContactInput): Partial<Record<ContactField, string>> {
  const problems: Partial<Record<ContactField, string>> = {};
  for (const field of CONTACT_FIELDS) {
    const problem = contactFieldProblem(field, input[field]);
    if (problem) problems[field] = problem;
  }
  return problems;
}
