import { describe, expect, it } from 'vitest';
import { sessionUser } from '../../../shared/api/accounts.ts';
import { isSessionUser } from './use-session.ts';

const member = {
  id: 'u1',
  username: 'ada',
  handle: 'ada',
  displayName: 'Ada Lovelace',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  themeColor: '#2f2b43',
  createdAt: '2026-11-21T19:40:05.000Z',
  interfaceLanguage: null,
  welcomePending: false,
};

describe('the session hook and the accounts contract', () => {
  it('accepts exactly what the contract’s sessionUser schema accepts', () => {
    expect(isSessionUser(member)).toBe(true);
    expect(sessionUser.safeParse(member).success).toBe(true);
    for (const field of Object.keys(member)) {
      const broken = { ...member, [field]: 42 };
      expect(isSessionUser(broken)).toBe(false);
      expect(sessionUser.safeParse(broken).success).toBe(false);
    }
    expect(isSessionUser(null)).toBe(false);
    expect(isSessionUser({ ...member, interfaceLanguage: 'tr' })).toBe(true);
    expect(isSessionUser({ ...member, interfaceLanguage: 'de' })).toBe(false);
    expect(sessionUser.safeParse({ ...member, interfaceLanguage: 'de' }).success).toBe(false);
  });
});
