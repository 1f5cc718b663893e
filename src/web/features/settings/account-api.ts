import { ACCOUNT_API, accountTokenResponse } from '../../../shared/api/accounts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { ApiError, CLIENT_ERROR_CODES, api } from '../../lib/api-client.ts';

/** A short-lived bearer token for the account API, issued against the session cookie. */
async function accountToken(): Promise<string> {
  const parsed = accountTokenResponse.safeParse(await api.post<unknown>(ACCOUNT_API.accountToken));
  if (!parsed.success) {
    throw new ApiError(200, CLIENT_ERROR_CODES.invalidResponse, MESSAGES.internalError);
  }
  return parsed.data.token;
}

/** The member's whole data, as the server exports it. */
export async function exportAccount(): Promise<unknown> {
  const token = await accountToken();
  return api.post<unknown>(ACCOUNT_API.accountExport, undefined, { bearer: token });
}

/** Deletes the account for good. The password re-confirms who is asking. */
export async function deleteAccount(password: string): Promise<void> {
  const token = await accountToken();
  await api.delete<unknown>(ACCOUNT_API.accountDelete, { password }, { bearer: token });
}

/** `2026-11-21T19-40-05Z-lorien-export.json`: sortable, and safe in every file system. */
export function exportFileName(at: Date): string {
  const stamp = at.toISOString().slice(0, 19).replace(/:/g, '-');
  return `${stamp}Z-lorien-export.json`;
}

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function downloadJson(data: unknown, fileName: string): void {
  const blob = new Blob([`${JSON.stringify(data, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the blob after click() returns; give them a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
