import { describe, expect, it } from 'vitest';
import { emailSkeleton, isLookalike } from './email-lookalike.ts';

describe('emailSkeleton and isLookalike', () => {
  it('sees a Cyrillic or Greek letter among Latin ones', () => {
    expect(isLookalike('\u0430lice@example.com', 'alice@example.com')).toBe(true); // Cyrillic а
    expect(isLookalike('alice@ex\u0430mple.com', 'alice@example.com')).toBe(true);
    expect(isLookalike('b\u03BFb@example.com', 'bob@example.com')).toBe(true); // Greek ο
    expect(isLookalike('\u0440\u0430\u0443@example.com', 'pay@example.com')).toBe(true); // all Cyrillic
  });

  it('sees invisible characters, full-width letters and combining marks', () => {
    expect(isLookalike('al\u200Bice@example.com', 'alice@example.com')).toBe(true);
    expect(isLookalike('\uFF41lice@example.com', 'alice@example.com')).toBe(true);
    expect(isLookalike('ali\u0441\u0301e@example.com', 'alicé@example.com')).toBe(true);
  });

  it('leaves different ASCII addresses and the same address alone', () => {
    expect(isLookalike('alice@example.com', 'alice@example.com')).toBe(false);
    expect(isLookalike('alic3@example.com', 'alice@example.com')).toBe(false);
    expect(isLookalike('b0b@example.com', 'bob@example.com')).toBe(false);
    expect(emailSkeleton('Alice@Example.COM')).toBe('alice@example.com');
  });
});
