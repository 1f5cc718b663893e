import { describe, expect, it } from 'vitest';
import { cpuMultiplierFor } from './cpu-calibration.ts';

describe('Lighthouse CPU multiplier calibrated to the host', () => {
  it('is the default 4x in the middle of the high-end desktop bracket', () => {
    expect(cpuMultiplierFor(1750)).toBe(4);
  });
  it('is lower on a slower host and higher on a faster one, within 1x to 10x', () => {
    expect(cpuMultiplierFor(1300)).toBe(3);
    expect(cpuMultiplierFor(2200)).toBe(5);
    expect(cpuMultiplierFor(100)).toBe(1);
    expect(cpuMultiplierFor(10_000)).toBe(10);
  });
});
