import { describe, expect, it } from 'vitest';
import { soundscapeRecipe } from './soundscape.ts';

describe('soundscapeRecipe', () => {
  it('sounds warm and slow for a calm, happy state', () => {
    const recipe = soundscapeRecipe([0.6, 0.1, 0.5, 0.4, 0.5, 0.4, 0.4, 0.05]);
    expect(recipe.chord).toEqual([0, 7, 16, 19]);
    expect(recipe.character).toEqual({ pace: 'slow', colour: 'warm' });
    expect(recipe.pulseHz).toBeCloseTo(0.09);
  });
  it('sounds wistful and lively for a tense, low state', () => {
    const recipe = soundscapeRecipe([-0.6, 0.9, 0.3, 0.8, 0.4, 0.3, 0.4, 0.9]);
    expect(recipe.chord).toEqual([0, 7, 15, 22]);
    expect(recipe.character).toEqual({ pace: 'lively', colour: 'wistful' });
    expect(recipe.detune).toBe(20);
    expect(recipe.cutoff).toBe(1700);
  });
  it('uses the defaults without a state', () => {
    expect(soundscapeRecipe(null).character).toEqual({ pace: 'slow', colour: 'warm' });
  });
});
