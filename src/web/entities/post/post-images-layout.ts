// The image grid's shapes and the viewer's stepping (issue 28): pure, so they are tested alone.

/** A horizontal pointer move at least this long in the viewer is a swipe to the next image. */
export const SWIPE_MIN_PX = 40;

/** The widest and the tallest a single image's box gets on a card (width / height). */
const SINGLE_WIDEST = 2;
const SINGLE_TALLEST_FEED = 4 / 5;
const SINGLE_TALLEST_DETAIL = 9 / 16;

/** The grid's box for several images: 2 side by side or 1 tall + 2, and 2×2. */
const GRID_ASPECT: Readonly<Record<number, string>> = { 2: '16 / 9', 3: '16 / 9', 4: '3 / 2' };

/**
 * The CSS aspect-ratio of a card's image box, fixed before any image loads: a single image keeps
 * its own shape within bounds (unknown size: 16 / 9); several share one grid box.
 */
export function imageBoxAspect(
  count: number,
  width: number | null,
  height: number | null,
  detail: boolean,
): string {
  if (count > 1) return GRID_ASPECT[Math.min(count, 4)] ?? '16 / 9';
  if (!width || !height || width <= 0 || height <= 0) return '16 / 9';
  const tallest = detail ? SINGLE_TALLEST_DETAIL : SINGLE_TALLEST_FEED;
  const ratio = Math.min(SINGLE_WIDEST, Math.max(tallest, width / height));
  if (ratio === width / height) return `${width} / ${height}`;
  return `${Math.round(ratio * 1000)} / 1000`;
}

/** The next or previous image in the viewer, wrapping around at either end. */
export function stepIndex(current: number, step: 1 | -1, count: number): number {
  if (count <= 0) return 0;
  return (((current + step) % count) + count) % count;
}
