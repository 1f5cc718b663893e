// Requests a screen makes as soon as it mounts, started by main.tsx while that screen's code is
// still downloading (issue 27): the dashboard's first feed page and Insights' figures. The feed
// page used to leave only once the member app had loaded and rendered, and its first card's
// picture (the page's largest paint) only once that page had come back and been rendered too:
// three waits in a row on a slow phone. Now the page is asked for as soon as `/api/me` (asked at
// the same moment) says someone is signed in, and the picture as soon as the page is known; the
// screen takes the answer instead of asking again (`takeEarly`). When the server put that answer
// in the page itself (server/http/spa-bootstrap.ts), nothing is asked: the screen starts from it
// (`takeReady`), and the page already named the picture. Only types come from the zod
// contracts: this is in the first bundle every visitor loads.
import { FEED_API, SETTINGS_API } from '../../shared/api/paths.ts';
import type { PostPage } from '../../shared/api/social.ts';
import { firstCardImage } from '../../shared/bootstrap.ts';
import { api } from './api-client.ts';
import { takeBootstrapAnswer } from './bootstrap-data.ts';

/** An answer older than this is not used: the screen asks again. */
const EARLY_ANSWER_MAX_AGE_MS = 10_000;

const started = new Map<string, { answer: Promise<unknown>; at: number }>();
/** Answers the page carried, for the screen to start from without a request. */
const ready = new Map<string, { answer: unknown; at: number }>();

function preloadImage(url: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = url;
  link.fetchPriority = 'high';
  document.head.append(link);
}

/** The API path a screen asks for first, when it is worth asking for early. */
function firstRequestOf(pathname: string): string | null {
  if (/^\/dashboard\/?$/.test(pathname)) return FEED_API.home;
  if (/^\/insights\/?$/.test(pathname)) return SETTINGS_API.insights;
  return null;
}

/**
 * Starts what the screen at `pathname` will ask for first, once `session` (the answer of
 * `/api/me`, asked at the same moment) says someone is signed in: a visitor is sent to sign in
 * instead, and must not see a refused request in the console.
 */
export function startEarlyRequests(pathname: string, session: Promise<unknown>): void {
  const path = firstRequestOf(pathname);
  if (!path) return;
  const carried = takeBootstrapAnswer(path);
  if (carried !== undefined) {
    ready.set(path, { answer: carried, at: performance.now() });
    return;
  }
  const answer = session.then((user) => {
    if (!user) throw new Error('signed out');
    return api.get<unknown>(path);
  });
  started.set(path, { answer, at: performance.now() });
  answer.then(
    (body) => {
      const image = path === FEED_API.home ? firstCardImage(body as PostPage) : null;
      if (image) preloadImage(image);
    },
    // A failure is the screen's to show (it asks again); here it must not go unhandled.
    () => undefined,
  );
}

/** The early answer for `path`, once, while fresh; otherwise null (ask as usual). */
export function takeEarly<T>(path: string): Promise<T> | null {
  const early = started.get(path);
  if (!early) return null;
  started.delete(path);
  if (performance.now() - early.at > EARLY_ANSWER_MAX_AGE_MS) return null;
  return early.answer as Promise<T>;
}

/** The answer the page carried for `path`, once, while fresh; otherwise undefined. */
export function takeReady<T>(path: string): T | undefined {
  const carried = ready.get(path);
  if (!carried) return undefined;
  ready.delete(path);
  if (performance.now() - carried.at > EARLY_ANSWER_MAX_AGE_MS) return undefined;
  return carried.answer as T;
}
