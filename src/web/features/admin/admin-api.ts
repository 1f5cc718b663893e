import type {
  AdminInbox,
  AdminMetrics,
  AdminUserItem,
  ModerationActionRequest,
  ModerationItem,
} from '../../../shared/api/admin.ts';
import { ADMIN_API } from '../../../shared/api/paths.ts';
import { ADMIN_USER_LIST_LIMIT } from '../../../shared/constants.ts';
import { apiRequest, type RequestOptions } from '../../lib/api-client.ts';

export interface AdminCredentials {
  username: string;
  password: string;
}

// Spec section 6: the credentials are kept for the browser session only (this tab, until it
// closes), never in localStorage or a cookie.
const STORAGE_KEY = 'lorien.admin.credentials';

export function loadStoredCredentials(): AdminCredentials | null {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as Partial<AdminCredentials>;
    return typeof parsed.username === 'string' && typeof parsed.password === 'string'
      ? { username: parsed.username, password: parsed.password }
      : null;
  } catch {
    return null;
  }
}

export function storeCredentials(credentials: AdminCredentials | null): void {
  try {
    if (credentials) window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(credentials));
    else window.sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (private mode); the session then lasts as long as the page.
  }
}

function basicHeader({ username, password }: AdminCredentials): string {
  const bytes = new TextEncoder().encode(`${username}:${password}`);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `Basic ${btoa(binary)}`;
}

/** The admin API, every call with the HTTP Basic credentials (spec section 7, Admin). */
export function adminClient(credentials: AdminCredentials) {
  const call = <T>(path: string, options: RequestOptions = {}) =>
    apiRequest<T>(path, {
      ...options,
      headers: { ...options.headers, authorization: basicHeader(credentials) },
    });
  return {
    metrics: (fresh = false) =>
      call<AdminMetrics>(ADMIN_API.metrics, fresh ? { query: { fresh: 1 } } : {}),
    /** Spec: 250 a page; `cursor` reads the next page (issue 28). */
    users: (cursor?: string) =>
      call<{ users: AdminUserItem[]; nextCursor: string | null }>(ADMIN_API.users, {
        query: cursor ? { limit: ADMIN_USER_LIST_LIMIT, cursor } : { limit: ADMIN_USER_LIST_LIMIT },
      }),
    setBan: (id: string, ban: boolean) =>
      call<{ user: AdminUserItem }>(ADMIN_API.userBan(id), { method: 'POST', body: { ban } }),
    deleteUser: (id: string) => call<void>(ADMIN_API.user(id), { method: 'DELETE' }),
    moderation: () => call<{ items: ModerationItem[] }>(ADMIN_API.moderation),
    moderate: (request: ModerationActionRequest) =>
      call<{ resolved: number }>(ADMIN_API.moderationActions, { method: 'POST', body: request }),
    inbox: () => call<AdminInbox>(ADMIN_API.inbox),
    setHandled: (kind: 'contact' | 'feedback', id: string, handled: boolean) =>
      call<void>(
        kind === 'contact' ? ADMIN_API.contactHandled(id) : ADMIN_API.feedbackHandled(id),
        {
          method: 'PUT',
          body: { handled },
        },
      ),
    founderInvite: (refresh = false) =>
      call<{ code: string; expiresAt: string }>(
        refresh ? ADMIN_API.founderInviteRefresh : ADMIN_API.founderInvite,
        refresh ? { method: 'POST' } : {},
      ),
  };
}

export type AdminClient = ReturnType<typeof adminClient>;
