import { describe, expect, it } from 'vitest';
import { imageBoxAspect, stepIndex } from './post-images-layout.ts';

describe('imageBoxAspect', () => {
  it('keeps a single image’s own shape within bounds', () => {
    expect(imageBoxAspect(1, 1200, 800, false)).toBe('1200 / 800');
    // Very wide: at most 2:1.
    expect(imageBoxAspect(1, 3000, 500, false)).toBe('2000 / 1000');
    // Very tall: 4:5 on a card, 9:16 on post detail.
    expect(imageBoxAspect(1, 500, 3000, false)).toBe('800 / 1000');
    expect(imageBoxAspect(1, 500, 3000, true)).toBe('563 / 1000');
  });

  it('gives an image of unknown size and every grid a fixed box', () => {
    expect(imageBoxAspect(1, null, null, false)).toBe('16 / 9');
    expect(imageBoxAspect(1, 0, 10, false)).toBe('16 / 9');
    expect(imageBoxAspect(2, 100, 100, false)).toBe('16 / 9');
    expect(imageBoxAspect(3, 100, 100, true)).toBe('16 / 9');
    expect(imageBoxAspect(4, 100, 100, false)).toBe('3 / 2');
  });
});

describe('stepIndex', () => {
  it('moves forward and back and wraps at both ends', () => {
    expect(stepIndex(0, 1, 4)).toBe(1);
    expect(stepIndex(3, 1, 4)).toBe(0);
    expect(stepIndex(0, -1, 4)).toBe(3);
    expect(stepIndex(2, -1, 4)).toBe(1);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(5, 1, 0)).toBe(0);
  });
});
