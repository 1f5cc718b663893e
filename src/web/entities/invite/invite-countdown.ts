import { INVITE_LIFETIME_MS } from '../../../shared/constants.ts';
import { formattersFor, messagesFor } from '../../i18n/messages.ts';
import type { InterfaceLanguage } from '../../../shared/i18n/languages.ts';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const LIFETIME_HOURS = INVITE_LIFETIME_MS / HOUR_MS;

export interface InviteCountdown {
  expired: boolean;
  /** Null when the code has no expiry to count down to. */
  text: string | null;
}

/**
 * Spec section 4: 'Refreshes in about N hour(s)' with an hour or more left, 'Refreshes in under N
 * minute(s)' below that (N rounded up, at least 1), then the expired text. "About" rounds to the
 * nearest hour, never past the code's 72-hour life: rounding up said "about 73 hours" right after
 * a refresh (the server's clock a few seconds ahead) and "about 2 hours" with 1 h 0 min left.
 */
export function inviteCountdown(
  expiresAtMs: number | null,
  expired: boolean,
  nowMs: number,
  /** The interface language: Turkish members read "Yaklaşık 72 saat içinde yenilenir". */
  language: InterfaceLanguage = 'en',
  /**
   * The invite dialog says 'This invite code expired. Tap refresh…' (spec section 4); Settings,
   * with its Refresh button beside the code, 'This invite code has expired. Refresh to generate
   * a new one.' (section 8), a message that was defined and never shown.
   */
  place: 'dialog' | 'settings' = 'dialog',
): InviteCountdown {
  const { inviteRefreshesInHours, inviteRefreshesInMinutes } = formattersFor(language);
  const messages = messagesFor(language);
  const expiredText =
    place === 'settings' ? messages.inviteExpiredRefresh : messages.inviteExpiredTapRefresh;
  if (expired) return { expired: true, text: expiredText };
  if (expiresAtMs === null) return { expired: false, text: null };
  const left = expiresAtMs - nowMs;
  if (left <= 0) return { expired: true, text: expiredText };
  if (left >= HOUR_MS) {
    const hours = Math.min(LIFETIME_HOURS, Math.max(1, Math.round(left / HOUR_MS)));
    return { expired: false, text: inviteRefreshesInHours(hours) };
  }
  return {
    expired: false,
    text: inviteRefreshesInMinutes(Math.max(1, Math.ceil(left / MINUTE_MS))),
  };
}
