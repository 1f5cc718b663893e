import { describe, expect, it } from 'vitest';
import { MAIL_RETRY_MAX_DELAY_MS, MAIL_RETRY_WINDOW_MS } from '../../shared/constants.ts';
import { JobDropped } from './job-runner.ts';
import {
  assertMailStillUseful,
  attemptsSpanning,
  MAIL_MAX_ATTEMPTS,
  mailBackoffMs,
} from './mail-jobs.ts';

describe('the mail retry policy', () => {
  it('backs off exponentially from 10 s, at most an hour apart', () => {
    expect([1, 2, 3, 4].map(mailBackoffMs)).toEqual([10_000, 20_000, 40_000, 80_000]);
    expect(mailBackoffMs(30)).toBe(MAIL_RETRY_MAX_DELAY_MS);
  });

  it('keeps trying for at least 24 hours, and not much longer', () => {
    let waited = 0;
    for (let attempt = 1; attempt < MAIL_MAX_ATTEMPTS; attempt += 1)
      waited += mailBackoffMs(attempt);
    expect(waited).toBeGreaterThanOrEqual(MAIL_RETRY_WINDOW_MS);
    expect(waited - mailBackoffMs(MAIL_MAX_ATTEMPTS - 1)).toBeLessThan(MAIL_RETRY_WINDOW_MS);
    expect(attemptsSpanning(0)).toBe(1);
  });

  it('retries a ten-minute outage within a minute of its end', () => {
    let at = 0;
    let attempt = 1;
    while (at < 10 * 60_000) at += mailBackoffMs(attempt++);
    expect(at - 10 * 60_000).toBeLessThan(60_000);
  });

  it('drops a mail whose link is dead, and keeps one without a link', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    expect(() =>
      assertMailStillUseful({ expiresAt: '2026-11-27T10:00:00.000Z' }, now, 'reset mail'),
    ).toThrow(JobDropped);
    expect(() =>
      assertMailStillUseful({ expiresAt: '2026-11-27T10:00:01.000Z' }, now, 'reset mail'),
    ).not.toThrow();
    expect(() => assertMailStillUseful({}, now, 'digest')).not.toThrow();
  });
});
