/** The administrator's credentials in tests, and the HTTP Basic header for any pair. */
export const ADMIN_ENV = { ADMIN_USERNAME: 'warden', ADMIN_PASSWORD: 'open sesame 42' };

export function basic(username: string, password: string) {
  return { authorization: `Basic ${Buffer.from(`${username}:${password}`).toString('base64')}` };
}

export const ADMIN_HEADERS = basic(ADMIN_ENV.ADMIN_USERNAME, ADMIN_ENV.ADMIN_PASSWORD);
