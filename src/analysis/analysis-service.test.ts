import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import {
  applyEmotionEvent,
  coldStartPrior,
  eventWeight,
  initialCircadianProfile,
} from '../domain/emotion/emotion-state.ts';
import { computeTrack, createAnalysisService, type TrackRequest } from './analysis-service.ts';

// The service is stateless (issue 26): /track and /cold_start compute from the rows they are sent.

const content = [-0.8, 0.95, 0.8, 0.8, 0.35, 0.4, 0.4, 0.65];
const request = (overrides: Partial<TrackRequest> = {}): TrackRequest => ({
  userId: 'u',
  type: 'share',
  contentId: 'c',
  dwellMs: 0,
  hour: 9,
  contentVector: content,
  rows: null,
  ...overrides,
});

describe('computeTrack', () => {
  it('seeds a member without rows from the prior and moves the state and the hour’s row', () => {
    const result = computeTrack(request());
    expect(result.outcome).toBe('tracked');
    const expected = applyEmotionEvent(coldStartPrior(9), content, eventWeight('share', 0));
    expect(result.rows?.vector).toEqual(expected);
    expect(result.rows?.matrix[9]).toEqual(expected);
    expect(result.rows?.matrix[10]).toEqual(coldStartPrior(10));
  });

  it('moves the rows it is sent, and changes nothing it is not asked to', () => {
    const rows = {
      vector: [0.5, 0.2, 0.5, 0.5, 0.5, 0.5, 0.5, 0.1],
      matrix: initialCircadianProfile(),
    };
    const frozen = JSON.stringify(rows);
    const result = computeTrack(request({ type: 'echo', rows }));
    expect(result.rows?.vector).toEqual(
      applyEmotionEvent(rows.vector, content, eventWeight('share', 0)),
    );
    expect(JSON.stringify(rows)).toBe(frozen);
  });

  it('learns nothing from content without a vector or with the all-zero fallback', () => {
    expect(computeTrack(request({ contentVector: null }))).toEqual({
      outcome: 'no_content_vector',
      rows: null,
    });
    expect(computeTrack(request({ contentVector: [0, 0, 0, 0, 0, 0, 0, 0] })).outcome).toBe(
      'no_content_vector',
    );
    expect(computeTrack(request({ type: 'like' })).outcome).toBe('untracked_type');
  });
});

describe('cold start', () => {
  const service = createAnalysisService({ logger: pino({ level: 'silent' }) });
  it('answers the member’s own row when sent a profile, else the prior', async () => {
    const profile = initialCircadianProfile();
    profile[4] = [0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.3, 0.2];
    expect(await service.coldStart('u', 4, profile)).toEqual(profile[4]);
    expect(await service.coldStart('u', 4)).toEqual(coldStartPrior(4));
  });
});
