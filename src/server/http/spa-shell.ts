// The SPA's index.html, per route, with the route's own files named in its <head>.
//
// Every screen is a lazy route (src/web/app/router.tsx): left alone, the browser learns of a
// page's files only once the entry script has downloaded and run, so a phone on a slow network
// waited for two downloads in a row before the first paint. Here the server names the route's
// scripts (`modulepreload`) and stylesheets in the page it sends, read from the build's manifest
// (`build.manifest`, vite.config.ts), so they download beside the entry script (issue 27).
// Without a manifest (an older build) the plain index.html is served as before.
//
// The web app downloads its Turkish strings only for a Turkish interface (src/web/i18n/i18n.ts).
// For a browser whose languages make the interface Turkish (Accept-Language, as the web app's
// first choice does with navigator.languages), the page also names the Turkish catalogues the
// route's files ask for, so they too download beside the entry instead of after it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { InterfaceLanguage } from '../../shared/i18n/languages.ts';
import { preferredEncoding } from './compression.ts';

const PUBLIC_LAYOUT = 'src/web/app/layouts/public-layout.tsx';
const APP_LAYOUT = 'src/web/app/layouts/app-layout.tsx';
const QUERY_LAYER = 'src/web/app/providers.tsx';
const feature = (name: string) => `src/web/features/${name}.tsx`;

/**
 * The lazy modules each client route loads first (its layouts and its page), as in
 * src/web/app/router.tsx; a path not listed gets the not-found page's.
 */
export const ROUTE_MODULES: readonly (readonly [route: string, modules: readonly string[]])[] = [
  ['/', [PUBLIC_LAYOUT, feature('landing/landing-page')]],
  ['/privacy', [PUBLIC_LAYOUT, feature('static/privacy-page')]],
  ['/terms', [PUBLIC_LAYOUT, feature('static/terms-page')]],
  ['/whitepaper', [PUBLIC_LAYOUT, feature('static/whitepaper-page')]],
  ['/contact', [PUBLIC_LAYOUT, feature('static/contact-page')]],
  ['/signup', [PUBLIC_LAYOUT, feature('auth/signup-page')]],
  ['/login', [PUBLIC_LAYOUT, feature('auth/login-page')]],
  ['/reset-password', [PUBLIC_LAYOUT, QUERY_LAYER, feature('auth/reset-password-page')]],
  ['/confirm-email', [PUBLIC_LAYOUT, QUERY_LAYER, feature('auth/confirm-email-page')]],
  ['/dashboard', [QUERY_LAYER, APP_LAYOUT, feature('dashboard/dashboard-page')]],
  ['/welcome', [QUERY_LAYER, APP_LAYOUT, feature('welcome/welcome-page')]],
  ['/insights', [QUERY_LAYER, APP_LAYOUT, feature('insights/insights-page')]],
  ['/inbox', [QUERY_LAYER, APP_LAYOUT, feature('inbox/inbox-page')]],
  ['/settings', [QUERY_LAYER, APP_LAYOUT, feature('settings/settings-page')]],
  ['/post/:id', [QUERY_LAYER, APP_LAYOUT, feature('posts/post-page')]],
  ['/u/:uid', [QUERY_LAYER, APP_LAYOUT, feature('profile/profile-page')]],
  ['/highlight', [QUERY_LAYER, APP_LAYOUT, feature('highlight/highlight-page')]],
  ['/admin', [QUERY_LAYER, feature('admin/admin-page')]],
  ['/lorien/admin', [QUERY_LAYER, feature('admin/admin-page')]],
  [
    '/postcast',
    ['src/web/app/layouts/member-or-visitor-layout.tsx', feature('postcast/postcast-page')],
  ],
];
const NOT_FOUND_MODULES = [PUBLIC_LAYOUT, feature('errors/not-found-page')];

const ROUTE_PATTERNS = ROUTE_MODULES.map(
  ([route, modules]) =>
    [new RegExp(`^${route.replace(/:[a-z]+/gi, '[^/]+')}/?$`), modules] as const,
);

interface ManifestEntry {
  file: string;
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/**
 * The modules of the Turkish strings the web app imports on demand: a catalogue of its own, or a
 * file of several (src/web/i18n/turkish-*.ts: the entry's with the server messages, the member
 * screens').
 */
const TURKISH_MODULE = /^src\/web\/i18n\/(locales\/tr\/[a-z-]+|turkish-[a-z-]+)\.ts$/;
export type Manifest = Record<string, ManifestEntry>;

/** One variant of the page: its bytes as they go out, and its validator. */
export interface ShellPage {
  html: string;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
}

/**
 * The files `keys` need with their static imports, minus those in `loaded`; `turkish` lists the
 * Turkish modules those files import on demand.
 */
function filesOf(manifest: Manifest, keys: readonly string[], loaded: ReadonlySet<string>) {
  const scripts: string[] = [];
  const styles: string[] = [];
  const turkish: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const entry = manifest[key];
    if (!entry || seen.has(key)) return;
    seen.add(key);
    for (const imported of entry.imports ?? []) visit(imported);
    if (!loaded.has(entry.file) && !scripts.includes(entry.file)) scripts.push(entry.file);
    for (const css of entry.css ?? [])
      if (!loaded.has(css) && !styles.includes(css)) styles.push(css);
    for (const lazy of entry.dynamicImports ?? [])
      if (TURKISH_MODULE.test(lazy) && !turkish.includes(lazy)) turkish.push(lazy);
  };
  for (const key of keys) visit(key);
  return { scripts, styles, turkish };
}

/**
 * The `<link>` tags naming a route's files, for `indexHtml`'s head; for a Turkish interface also
 * the Turkish strings that the entry and those files will ask for before the first render.
 */
export function routeHints(
  manifest: Manifest,
  modules: readonly string[],
  base = '/',
  language: InterfaceLanguage = 'en',
): string {
  const entry = filesOf(manifest, ['index.html'], new Set());
  const loaded = new Set([...entry.scripts, ...entry.styles]);
  const route = filesOf(manifest, modules, loaded);
  const scripts = [...route.scripts];
  const styles = [...route.styles];
  if (language === 'tr') {
    const strings = filesOf(manifest, [...entry.turkish, ...route.turkish], loaded);
    for (const file of strings.scripts) if (!scripts.includes(file)) scripts.push(file);
  }
  return [
    ...styles.map((file) => `<link rel="stylesheet" crossorigin href="${base}${file}">`),
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="${base}${file}">`),
  ].join('\n    ');
}

function pageOf(html: string): ShellPage {
  const bytes = Buffer.from(html);
  return {
    html,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(bytes, { level: 9 }),
    etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`,
  };
}

/**
 * Reads the built index.html and manifest once; `page(pathname)` is the variant for a path
 * (worked out and compressed on first use). Null when the build has no manifest.
 */
export function loadSpaShell(webRoot: string) {
  const manifestPath = path.join(webRoot, '.vite', 'manifest.json');
  const indexPath = path.join(webRoot, 'index.html');
  if (!existsSync(manifestPath) || !existsSync(indexPath)) return null;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const indexHtml = readFileSync(indexPath, 'utf8');
  if (!indexHtml.includes('</head>')) return null;
  const pages = new Map<string, ShellPage>();
  return {
    /** The page of `pathname` for an interface in `language` (what it preloads differs). */
    page(pathname: string, language: InterfaceLanguage = 'en'): ShellPage {
      const index = ROUTE_PATTERNS.findIndex(([pattern]) => pattern.test(pathname));
      const modules = ROUTE_PATTERNS[index]?.[1] ?? NOT_FOUND_MODULES;
      const key = `${index} ${language}`;
      let page = pages.get(key);
      if (!page) {
        const hints = routeHints(manifest, modules, '/', language);
        page = pageOf(hints ? indexHtml.replace('</head>', `  ${hints}\n  </head>`) : indexHtml);
        pages.set(key, page);
      }
      return page;
    },
  };
}

export type SpaShell = NonNullable<ReturnType<typeof loadSpaShell>>;

/** Sends a page variant compressed as the client accepts, revalidated by its ETag. */
export function sendShellPage(request: FastifyRequest, reply: FastifyReply, page: ShellPage) {
  reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language')
    .header('etag', page.etag);
  if (request.headers['if-none-match'] === page.etag && reply.statusCode === 200)
    return reply.status(304).send();
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding === 'br' ? page.brotli : encoding === 'gzip' ? page.gzip : page.html);
}
