import { describe, expect, it } from 'vitest';
import { asStoredReal } from './real.ts';

describe('asStoredReal', () => {
  it('gives a number back as a real column prints it', () => {
    expect(asStoredReal(0.1)).toBe(0.1);
    expect(asStoredReal(0)).toBe(0);
    expect(asStoredReal(1)).toBe(1);
    // Single precision keeps about 7 significant digits.
    expect(asStoredReal(0.123456789)).toBe(0.12345679);
    expect(asStoredReal(1 / 3)).toBe(0.33333334);
    expect(Math.fround(asStoredReal(0.7071067811865476))).toBe(Math.fround(0.7071067811865476));
  });
});
