import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isValidEmail, normalizeEmail } from './email.ts';

const ACCEPTED = [
  'ada@example.com',
  "o'neil+lorien@mail.example.test",
  'a_b-c@sub.example.co',
  'x@xn--bcher-kva.example',
  `${'a'.repeat(64)}@example.test`,
];

const REFUSED = [
  '',
  'ada',
  'ada@example',
  'a b@example.com',
  'a..b@example.test',
  '.ab@example.test',
  'ab.@example.test',
  '"quoted"@example.test',
  'ab@[127.0.0.1]',
  'ab@127.0.0.1',
  'ab@-example.test',
  'ab@example.t',
  'ab@exa_mple.test',
  'ab@example..test',
  'üb@example.test',
  'ab@ü.example',
  `${'a'.repeat(65)}@example.test`,
  `ab@${'d'.repeat(64)}.test`,
  `${'a'.repeat(60)}@${'d.'.repeat(100)}test`,
];

describe('the one e-mail rule', () => {
  it('accepts ordinary addresses, which better-auth accepts too', () => {
    for (const email of ACCEPTED) {
      expect(isValidEmail(email), email).toBe(true);
      expect(z.email().safeParse(email).success, email).toBe(true);
    }
  });

  it('refuses the shapes better-auth or a mail server would refuse', () => {
    for (const email of REFUSED) expect(isValidEmail(email), email).toBe(false);
  });

  it('never accepts what better-auth refuses', () => {
    for (const email of [...ACCEPTED, ...REFUSED])
      if (isValidEmail(email)) expect(z.email().safeParse(email).success, email).toBe(true);
  });

  it('normalises by trimming and lower-casing', () => {
    expect(normalizeEmail('  Ada@Example.COM ')).toBe('ada@example.com');
  });
});
