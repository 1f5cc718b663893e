// Pure helpers of the landing-page measurement (scripts/perf/landing.ts), unit-tested beside it.

export type Kind = 'html' | 'css' | 'js' | 'font' | 'image' | 'manifest' | 'api' | 'other';

export interface LoadedResource {
  url: string;
  kind: Kind;
  /** content-encoding of the response ('' when sent as-is). */
  encoding: string;
  /** Body bytes on the wire, i.e. compressed. */
  bodyBytes: number;
  /** Body plus response headers. */
  transferBytes: number;
}

export interface SummaryRow {
  kind: Kind;
  requests: number;
  kb: number;
}

export interface Summary {
  rows: SummaryRow[];
  /** Everything but API calls: HTML, CSS, JS, fonts, images, manifest, icons. */
  assetKb: number;
  assetTransferKb: number;
  apiKb: number;
  /** Text assets that arrived without compression (a missing .gz would show here). */
  uncompressed: string[];
  scripts: string[];
}

const KB = 1000;
const ORDER: readonly Kind[] = ['html', 'css', 'js', 'font', 'image', 'manifest', 'other', 'api'];
const TEXT_KINDS: ReadonlySet<Kind> = new Set(['html', 'css', 'js', 'manifest']);

function fileName(url: string): string {
  return new URL(url).pathname.split('/').pop() || '/';
}

export function summarise(resources: readonly LoadedResource[]): Summary {
  const rows = ORDER.flatMap((kind) => {
    const ofKind = resources.filter((resource) => resource.kind === kind);
    if (ofKind.length === 0) return [];
    const bytes = ofKind.reduce((sum, resource) => sum + resource.bodyBytes, 0);
    return [{ kind, requests: ofKind.length, kb: Math.round((bytes / KB) * 10) / 10 }];
  });
  const assets = resources.filter((resource) => resource.kind !== 'api');
  const sum = (list: readonly LoadedResource[], pick: (r: LoadedResource) => number) =>
    list.reduce((total, resource) => total + pick(resource), 0) / KB;
  return {
    rows,
    assetKb: sum(assets, (r) => r.bodyBytes),
    assetTransferKb: sum(assets, (r) => r.transferBytes),
    apiKb: sum(
      resources.filter((resource) => resource.kind === 'api'),
      (r) => r.bodyBytes,
    ),
    // Tiny files (under 512 bytes) are not precompressed on purpose; flag only real ones.
    uncompressed: assets
      .filter((r) => TEXT_KINDS.has(r.kind) && !r.encoding && r.bodyBytes >= 512)
      .map((r) => fileName(r.url)),
    scripts: assets.filter((r) => r.kind === 'js').map((r) => fileName(r.url)),
  };
}

/** The middle value (the mean of the two middle values for an even count); NaN when empty. */
export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}
