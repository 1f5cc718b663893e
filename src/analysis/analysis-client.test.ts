import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { coldStartPrior } from '../domain/emotion/emotion-state.ts';
import { withFallbacks } from './analysis-client.ts';
import type { AnalysisService } from './analysis-service.ts';
import { fallbackTrends } from './engine/trends.ts';

const silent = pino({ level: 'silent' });
const failing: AnalysisService = {
  analyze: () => Promise.reject(new Error('down')),
  moderate: () => Promise.reject(new Error('down')),
  coldStart: () => Promise.reject(new Error('down')),
  track: () => Promise.reject(new Error('down')),
  tagUser: () => Promise.reject(new Error('down')),
  trendsFallback: () => Promise.reject(new Error('down')),
};

describe('the analysis client fallbacks (spec sections 7 and 8)', () => {
  const client = withFallbacks(failing, silent);

  it('answers analyze with a zero vector, no topics and Turkish', async () => {
    await expect(client.analyze('anything')).resolves.toEqual({
      emo_vector: [0, 0, 0, 0, 0, 0, 0, 0],
      topics: [],
      lang: 'tr',
      emotion_tag: null,
    });
  });

  it('answers moderate with null, so the caller stores the fallback confidence', async () => {
    await expect(client.moderate('anything')).resolves.toBeNull();
  });

  it('answers cold start with the population prior, tags with none, trends with the defaults', async () => {
    await expect(client.coldStart('someone', 7)).resolves.toEqual(coldStartPrior(7));
    const profile = Array.from({ length: 24 }, () => [0.3, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5]);
    await expect(client.coldStart('someone', 7, profile)).resolves.toEqual(profile[7]);
    await expect(client.tagUser('bio', ['post'])).resolves.toEqual([]);
    await expect(client.trendsFallback()).resolves.toEqual(fallbackTrends());
    await expect(
      client.track({
        userId: 'u',
        type: 'view',
        contentId: 'c',
        dwellMs: 0,
        hour: 1,
        contentVector: [0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5],
        rows: null,
      }),
    ).resolves.toBeNull();
  });

  it('passes answers through when the service works, clipping long texts', async () => {
    const seen: string[] = [];
    const working = withFallbacks(
      {
        ...failing,
        analyze: async (text) => {
          seen.push(text);
          return {
            emo_vector: [1, 0, 0, 0, 0, 0, 0, 0],
            topics: ['x'],
            lang: 'en',
            emotion_tag: 'happiness',
          };
        },
      },
      silent,
    );
    await expect(working.analyze('a'.repeat(10_000))).resolves.toMatchObject({ topics: ['x'] });
    expect(seen[0]?.length).toBe(5000);
  });
});
