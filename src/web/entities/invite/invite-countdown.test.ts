import { beforeAll, describe, expect, it } from 'vitest';
import { INVITE_LIFETIME_MS } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { MESSAGES_TR } from '../../../shared/messages.tr.ts';
import { languageReady } from '../../i18n/i18n.ts';
import { inviteCountdown } from './invite-countdown.ts';

const now = 1_800_000_000_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;

describe('inviteCountdown (spec section 4)', () => {
  // The Turkish messages are downloaded on demand, as before a Turkish interface renders.
  beforeAll(() => languageReady('tr'));

  it('counts about N hours, to the nearest hour, while an hour or more is left', () => {
    expect(inviteCountdown(now + INVITE_LIFETIME_MS, false, now).text).toBe(
      'Refreshes in about 72 hours',
    );
    expect(inviteCountdown(now + HOUR, false, now).text).toBe('Refreshes in about 1 hour');
    expect(inviteCountdown(now + HOUR + 1, false, now).text).toBe('Refreshes in about 1 hour');
    expect(inviteCountdown(now + HOUR + 59 * 1000, false, now).text).toBe(
      'Refreshes in about 1 hour',
    );
    expect(inviteCountdown(now + 2.5 * HOUR, false, now).text).toBe('Refreshes in about 3 hours');
  });

  it('never says more than the 72-hour life, even when the server clock runs ahead', () => {
    expect(inviteCountdown(now + INVITE_LIFETIME_MS + 5_000, false, now).text).toBe(
      'Refreshes in about 72 hours',
    );
    expect(inviteCountdown(now + INVITE_LIFETIME_MS + 40 * MINUTE, false, now).text).toBe(
      'Refreshes in about 72 hours',
    );
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

  it('speaks the interface language (it stayed English in Turkish)', () => {
    expect(inviteCountdown(now + INVITE_LIFETIME_MS + 5_000, false, now, 'tr').text).toBe(
      'Yaklaşık 72 saat içinde yenilenir',
    );
    expect(inviteCountdown(now + HOUR + 1, false, now, 'tr').text).toBe(
      'Yaklaşık 1 saat içinde yenilenir',
    );
    expect(inviteCountdown(now + 90 * 1000, false, now, 'tr').text).toBe(
      '2 dakikadan kısa sürede yenilenir',
    );
    expect(inviteCountdown(now, false, now, 'tr').text).toBe(MESSAGES_TR.inviteExpiredTapRefresh);
  });

  it("shows Settings its own expired text, 'has expired. Refresh…' (spec section 8)", () => {
    expect(inviteCountdown(now, false, now, 'en', 'settings')).toEqual({
      expired: true,
      text: 'This invite code has expired. Refresh to generate a new one.',
    });
    expect(inviteCountdown(now + HOUR, true, now, 'tr', 'settings').text).toBe(
      MESSAGES_TR.inviteExpiredRefresh,
    );
    expect(inviteCountdown(now, false, now, 'en', 'dialog').text).toBe(
      MESSAGES.inviteExpiredTapRefresh,
    );
  });
});
