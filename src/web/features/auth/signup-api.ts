// The sign-up and sign-in pages paint before zod loads: their server calls bring in auth-api.ts
// (and with it the zod response contracts) only when they are made, after the form is on screen.
import type {
  PasswordResetRequest,
  SessionUser,
  SigninRequest,
  SignupRequest,
  SignupStatusResponse,
} from '../../../shared/api/accounts.ts';
import { ACCOUNT_API } from '../../../shared/api/paths.ts';
import { api } from '../../lib/api-client.ts';

const authApi = () => import('./auth-api.ts');

/** A hidden tab never paints; it waits this long at most. */
const PAINT_WAIT_MAX_MS = 1_000;

/**
 * Resolves once the page has had its first contentful paint (at once after a client-side
 * navigation). Waiting for a frame is not enough: on a busy phone the paint lands later.
 */
function afterFirstContentfulPaint(): Promise<void> {
  const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;
  if (painted() || typeof PerformanceObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new PerformanceObserver(() => {
      if (painted()) done();
    });
    const timer = setTimeout(done, PAINT_WAIT_MAX_MS);
    function done() {
      observer.disconnect();
      clearTimeout(timer);
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * Whether the house has room. The request leaves at once; the contract's download (zod) waits
 * for the form to be painted, so it never delays the first paint.
 */
export async function fetchSignupStatus(signal?: AbortSignal): Promise<SignupStatusResponse> {
  const [contracts, body] = await Promise.all([
    afterFirstContentfulPaint().then(authApi),
    api.get<unknown>(ACCOUNT_API.signupStatus, { signal }),
  ]);
  return contracts.parseSignupStatus(body);
}

export async function signUp(body: SignupRequest): Promise<SessionUser> {
  return (await authApi()).signUp(body);
}

/** Sign-in's contracts, fetched once its form has painted, so that submitting waits for nothing. */
export function loadContractsAfterPaint(): void {
  void afterFirstContentfulPaint()
    .then(authApi)
    .catch(() => undefined);
}

export async function signIn(body: SigninRequest): Promise<SessionUser> {
  return (await authApi()).signIn(body);
}

export async function requestPasswordReset(body: PasswordResetRequest): Promise<void> {
  return (await authApi()).requestPasswordReset(body);
}
