// POST /api/contact: the public contact form. The rules live in ../validation/contact.ts (zod-free,
// for the page); this schema applies the same rules on the server and names the field at fault.
import { z } from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  contactFieldProblem,
  normalizeContact,
  type ContactField,
  type ContactInput,
} from '../validation/contact.ts';

export { CONTACT_PATH } from '../validation/contact.ts';

const REQUIRED: Readonly<Record<ContactField, string>> = {
  name: MESSAGES.contactNameRequired,
  email: MESSAGES.contactEmailRequired,
  subject: MESSAGES.contactSubjectRequired,
  message: MESSAGES.contactMessageRequired,
};

/** A string field checked by the shared rule, so a missing or non-string value gets its message. */
const field = (name: ContactField) =>
  z.string({ error: REQUIRED[name] }).superRefine((value, ctx) => {
    const problem = contactFieldProblem(name, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const contactRequest = z
  .object({
    name: field('name'),
    email: field('email'),
    subject: field('subject'),
    message: field('message'),
  })
  .transform((input: ContactInput) => normalizeContact(input));
export type ContactRequest = z.input<typeof contactRequest>;

export const contactResponse = z.object({ received: z.literal(true) });
export type ContactResponse = z.infer<typeof contactResponse>;
