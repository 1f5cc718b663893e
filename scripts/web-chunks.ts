// How the SPA's JavaScript is cut into files (vite.config.ts, `build.rolldownOptions.output`).
//
// Left to itself the bundler makes one file per set of lazy routes sharing a module: 9 files for
// the entry and 46 more for one screen (the dashboard), most under 2 kB. Over HTTP/1.1 a browser
// fetches 6 at a time, so a phone on a slow network waited about a round trip per six files,
// which Lighthouse counted against every page (issue 27, docs/performance.md).
//
// Here instead:
// - everything the entry loads is one file (every page fetches it anyway);
// - every lazy route belongs to an area (ROUTE_AREAS: the public layout, the landing page, the
//   static pages, sign-up, sign-in, the query layer, the member shell, member screens, admin);
// - a module used by one route stays in that route's file; the query layer and the zod contracts
//   are a file each (LIBRARY_FILES); any other shared module goes into the first file of FILES
//   whose rule accepts the set of areas using it.
// A module reached only through a later `import()` counts for that area's "later" set (sign-up
// loads its contracts after the first paint), so it never joins what the area needs at once.
// So a page fetches its route, its layout and a few shared files (the dashboard 11 instead of
// 46), and a public page still loads neither the member app nor the query layer nor zod.
import path from 'node:path';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importers: readonly string[]; dynamicImporters: readonly string[] } | null;
}

/** Lazy route modules and the area each belongs to (paths from the repository root). */
const ROUTE_AREAS: readonly (readonly [RegExp, string])[] = [
  [/^src\/web\/app\/layouts\/(public-layout|member-or-visitor-layout)\.tsx$/, 'public'],
  [/^src\/web\/features\/landing\/landing-page\.tsx$/, 'landing'],
  [/^src\/web\/features\/(static|errors|postcast)\/[a-z-]+-page\.tsx$/, 'site'],
  [/^src\/web\/features\/auth\/(signup|login)-page\.tsx$/, 'signup'],
  [/^src\/web\/features\/auth\/[a-z-]+-page\.tsx$/, 'auth'],
  [/^src\/web\/app\/providers\.tsx$/, 'query'],
  [/^src\/web\/features\/admin\/admin-page\.tsx$/, 'admin'],
  [/^src\/web\/app\/layouts\/app-layout\.tsx$/, 'shell'],
  [/^src\/web\/features\/[a-z-]+\/[a-z-]+-page\.tsx$/, 'member'],
];

const LATER = '-later';

/** Shared libraries and contracts: a file each, whoever uses them. */
const LIBRARY_FILES: readonly (readonly [RegExp, string])[] = [
  [/(^|\/)node_modules\/@tanstack\//, 'query'],
  [/^src\/web\/entities\/session\/use-session\.ts$/, 'query'],
  [/(^|\/)node_modules\/zod\//, 'contracts'],
  [/^src\/shared\/api\//, 'contracts'],
];

/**
 * Other shared modules: the first file whose rule accepts the set of areas that use them. Every
 * public page loads `public`; sign-up and sign-in also `sign-in` and `forms`; the static pages
 * `site`; what only member screens share (the feed's cards and dialogs) is `member`.
 */
const FILES: readonly (readonly [string, (areas: ReadonlySet<string>) => boolean])[] = [
  // Loaded later by sign-up (its contracts), at once by sign-in and the app: with zod.
  ['contracts', (areas) => areas.has(`signup${LATER}`) && !areas.has('signup')],
  ['public', (areas) => areas.has('public') || areas.has('landing')],
  ['sign-in', (areas) => [...areas].every((area) => area === 'signup' || area === 'auth')],
  ['forms', (areas) => areas.has('signup') || areas.has('auth')],
  ['site', (areas) => areas.has('site') && !areas.has('member') && !areas.has('admin')],
  ['member-site', (areas) => areas.has('site')],
  ['member-shell', (areas) => areas.has('shell')],
  // Small screens' shared pieces (admin uses them too), apart from the feed's cards and dialogs.
  ['member-common', (areas) => areas.has('admin')],
];

function relative(root: string, id: string): string {
  return path.relative(root, id).split(path.sep).join('/');
}

/**
 * The `name` function of a code-splitting group: the file a module goes into, or null to leave it
 * with the one route that uses it.
 */
export function chunkAreas(root: string) {
  const areasOfRoot = new Map<string, ReadonlySet<string>>();

  /** The lazily imported modules whose static imports reach `id` (`id` itself included). */
  function rootsOf(id: string, graph: ModuleGraph): Set<string> {
    const roots = new Set<string>();
    const seen = new Set([id]);
    const queue = [id];
    for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
      const info = graph.getModuleInfo(next);
      if (!info) continue;
      if (info.dynamicImporters.length > 0) roots.add(next);
      for (const importer of info.importers)
        if (!seen.has(importer)) {
          seen.add(importer);
          queue.push(importer);
        }
    }
    return roots;
  }

  /** A listed route's area; a module loaded later by code of some area: that area's "later". */
  function areasOfLazy(id: string, graph: ModuleGraph, visiting: Set<string>): ReadonlySet<string> {
    const known = areasOfRoot.get(id);
    if (known) return known;
    const file = relative(root, id);
    const listed = ROUTE_AREAS.find(([pattern]) => pattern.test(file));
    const areas = new Set<string>(listed ? [listed[1]] : []);
    if (!listed && !visiting.has(id)) {
      visiting.add(id);
      for (const importer of graph.getModuleInfo(id)?.dynamicImporters ?? [])
        for (const lazy of rootsOf(importer, graph))
          for (const area of areasOfLazy(lazy, graph, visiting))
            areas.add(area.endsWith(LATER) ? area : `${area}${LATER}`);
      visiting.delete(id);
    }
    if (areas.size === 0) areas.add('other');
    if (visiting.size === 0) areasOfRoot.set(id, areas);
    return areas;
  }

  return function name(id: string, graph: ModuleGraph): string | null {
    const roots = rootsOf(id, graph);
    if (roots.size <= 1) return null;
    const file = relative(root, id);
    if (LIBRARY_FILES.some(([pattern]) => pattern.test(file)))
      return LIBRARY_FILES.find(([pattern]) => pattern.test(file))![1];
    const areas = new Set<string>();
    for (const lazy of roots)
      for (const area of areasOfLazy(lazy, graph, new Set())) areas.add(area);
    return FILES.find(([, test]) => test(areas))?.[0] ?? 'member';
  };
}
