import { describe, expect, it } from 'vitest';
import { INVITE_LIFETIME_MS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { inviteCountdown } from './invite-countdown.ts';

const now = 1_800_000_000_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('inviteCountdown (spec section 4)', () => {
  it('counts whole hours, rounding up, while an hour or more is left', () => {
    expect(inviteCountdown(now + INVITE_LIFETIME_MS, false, now).text).toBe(
      'Refreshes in about 72 hours',
    );
    expect(inviteCountdown(now + HOUR, false, now).text).toBe('Refreshes in about 1 hour');
    expect(inviteCountdown(now + HOUR + 1, false, now).text).toBe('Refreshes in about 2 hours');
  });

  it('counts minutes under an hour, rounding up, never below one', () => {
    expect(inviteCountdown(now + HOUR - 1, false, now).text).toBe('Refreshes in under 60 minutes');
    expect(inviteCountdown(now + 90 * 1000, false, now).text).toBe('Refreshes in under 2 minutes');
    expect(inviteCountdown(now + 1, false, now).text).toBe('Refreshes in under 1 minute');
    expect(inviteCountdown(now + MINUTE, false, now).text).toBe('Refreshes in under 1 minute');
  });

  it('reports an expired code, by the server’s flag or by the clock', () => {
    expect(inviteCountdown(now + HOUR, true, now)).toEqual({
      expired: true,
      text: MESSAGES.inviteExpiredTapRefresh,
    });
    expect(inviteCountdown(now, false, now).expired).toBe(true);
  });
});
