// A signed-in member's `/dashboard` and `/insights` carry their first data in the page (issue 27).
//
// Left alone, a phone on a slow network waited for four things in a row before the dashboard's
// largest paint: the page, the entry script, `/api/me`, the feed page, then the first card's
// picture. Here the server, which already knows who the session cookie names, puts the answers of
// `/api/me` and the screen's first request in the page (a JSON data block, never executed, so the
// Content-Security-Policy is unchanged) and names the first card's picture for the browser to
// fetch beside the scripts. The answers are made by the same service calls and encoded by the
// same contracts as the API routes', so the web app cannot tell them apart.
//
// Such a page is about one member: `private, no-store`, no ETag, compressed per request. Signed-
// out visitors and every other route keep the shared, cached page (spa-shell.ts). When the data
// cannot be had quickly (BOOTSTRAP_WAIT_MS) or fails, the plain page goes out: the web app then
// asks as before (web/lib/early-requests.ts).
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { User } from '../../db/schema/users.ts';
import { ACCOUNT_API, FEED_API, SETTINGS_API } from '../../shared/api/paths.ts';
import { meResponse } from '../../shared/api/accounts.ts';
import { insightsResponse } from '../../shared/api/settings.ts';
import { postPage, type PostPage } from '../../shared/api/social.ts';
import {
  BOOTSTRAP_ELEMENT_ID,
  firstCardImage,
  type BootstrapData,
} from '../../shared/bootstrap.ts';
import { toSessionUser } from '../modules/auth/index.ts';
import type { Feed } from '../modules/feed/index.ts';
import type { InsightsService } from '../modules/insights/index.ts';
import type { CallerResolvers } from './access.ts';
import { compressed, preferredEncoding } from './compression.ts';
import { fetchHeaders } from './fetch-headers.ts';

/** How long a page waits for its data before it goes out without (the app then asks itself). */
export const BOOTSTRAP_WAIT_MS = 300;

/** A screen's first request: its API path, the contract that encodes its answer, the answer. */
interface FirstRequest {
  path: string;
  schema: z.ZodType;
  load(member: User): Promise<unknown>;
  /** A picture the screen's largest paint shows, to fetch beside the scripts. */
  image?(answer: unknown): string | null;
}

export interface BootstrapServices {
  callers: Pick<CallerResolvers, 'sessionMember'>;
  feed: Pick<Feed, 'home'>;
  insights: Pick<InsightsService, 'forMember'>;
}

/** The first request of each screen worth answering in its page, by the screen's path. */
function firstRequests(services: BootstrapServices): ReadonlyMap<string, FirstRequest> {
  return new Map<string, FirstRequest>([
    [
      '/dashboard',
      {
        path: FEED_API.home,
        schema: postPage,
        // The same call as GET FEED_API.home without a cursor (feed.routes.ts).
        load: (member) => services.feed.home.page(member.id, undefined),
        image: (answer) => firstCardImage(answer as PostPage),
      },
    ],
    [
      '/insights',
      {
        path: SETTINGS_API.insights,
        schema: insightsResponse,
        load: (member) => services.insights.forMember(member.id),
      },
    ],
  ]);
}

/**
 * JSON made safe inside a `<script>` element: nothing in it can close the element or open a
 * comment (`<`, `>`, `&`), and the two line separators old parsers refused are escaped too.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

function attributeSafe(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/** What goes into the page's head: the data block and, when there is one, the picture's preload. */
export function bootstrapHead(data: BootstrapData, image: string | null): string {
  const preload = image
    ? `<link rel="preload" as="image" fetchpriority="high" href="${attributeSafe(image)}">\n    `
    : '';
  return (
    `${preload}<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">` +
    `${scriptSafeJson(data)}</script>`
  );
}

/** Encodes an answer as its route's serializer does (fastify-type-provider-zod). */
function encoded(schema: z.ZodType, value: unknown): unknown {
  return z.encode(schema, value as never);
}

function withinWait<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * Builds the member page of `/dashboard` and `/insights`: `page(request, pathname, html)` is the
 * page `html` with the member's data in its head, or null when the plain page should go out
 * (another route, a signed-out visitor, or data that failed or came too late).
 */
export function createSpaBootstrap(
  services: BootstrapServices,
  log: FastifyBaseLogger,
  waitMs = BOOTSTRAP_WAIT_MS,
) {
  const screens = firstRequests(services);
  const build = async (request: FastifyRequest, first: FirstRequest) => {
    const found = await services.callers.sessionMember(fetchHeaders(request));
    if (!found) return null;
    const answers: Record<string, unknown> = {
      [ACCOUNT_API.me]: encoded(meResponse, { user: toSessionUser(found.user) }),
    };
    // A member who has not finished the first run is sent to /welcome: the screen's data waits.
    if (found.user.welcomePending) return { answers, image: null };
    const answer = encoded(first.schema, await first.load(found.user));
    answers[first.path] = answer;
    return { answers, image: first.image?.(answer) ?? null };
  };
  return {
    async page(request: FastifyRequest, pathname: string, html: string): Promise<string | null> {
      const first = screens.get(pathname.replace(/(.)\/$/, '$1'));
      // No cookie, no member: the shared page, without a session lookup.
      if (!first || request.method !== 'GET' || !request.headers.cookie) return null;
      const work = build(request, first);
      try {
        const built = await withinWait(work, waitMs);
        if (!built) {
          // Too late (the work still ends, unseen) or signed out: the plain page.
          work.catch(() => undefined);
          return null;
        }
        return html.replace(
          '</head>',
          `  ${bootstrapHead({ answers: built.answers }, built.image)}\n  </head>`,
        );
      } catch (error) {
        log.warn({ err: error, url: pathname }, 'page data failed; the plain page went out');
        return null;
      }
    },
  };
}

export type SpaBootstrap = ReturnType<typeof createSpaBootstrap>;

/** Sends a member's page: never stored by a cache, compressed as the client accepts. */
export async function sendMemberPage(request: FastifyRequest, reply: FastifyReply, html: string) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'private, no-store')
    .header('vary', 'accept-encoding, accept-language, cookie');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  const body = await compressed(Buffer.from(html), encoding);
  return reply.header('content-encoding', encoding).send(body);
}
