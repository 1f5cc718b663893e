// Pure metrics for `npm run eval:analysis`: ranking quality (AUC), top-1 accuracy and the most
// frequent confusions. Kept apart from the script so that they can be unit-tested.

/**
 * Area under the ROC curve: the chance that a random positive scores above a random negative
 * (ties count half). NaN when either side is empty.
 */
export function auc(positives: readonly number[], negatives: readonly number[]): number {
  if (positives.length === 0 || negatives.length === 0) return Number.NaN;
  const sorted = [...negatives].sort((a, b) => a - b);
  let wins = 0;
  for (const score of positives) {
    const below = countBelow(sorted, score);
    const equal = countBelow(sorted, nextUp(score)) - below;
    wins += below + equal / 2;
  }
  return wins / (positives.length * negatives.length);
}

/** How many values of an ascending array are strictly below `value` (binary search). */
function countBelow(sorted: readonly number[], value: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

function nextUp(value: number): number {
  if (value === Number.POSITIVE_INFINITY) return value;
  const step = Math.max(Math.abs(value) * Number.EPSILON, Number.MIN_VALUE);
  return value + step;
}

export interface Prediction {
  expected: string;
  /** null when the engine gave no answer. */
  actual: string | null;
}

export function accuracy(predictions: readonly Prediction[]): number {
  if (predictions.length === 0) return Number.NaN;
  return predictions.filter((p) => p.actual === p.expected).length / predictions.length;
}

export interface Confusion {
  expected: string;
  actual: string;
  count: number;
}

/** Wrong answers grouped as expected → actual, most frequent first (ties by name), at most `limit`. */
export function topConfusions(predictions: readonly Prediction[], limit: number): Confusion[] {
  const counts = new Map<string, Confusion>();
  for (const { expected, actual } of predictions) {
    if (actual === expected) continue;
    const shown = actual ?? 'none';
    const key = `${expected}\u0000${shown}`;
    const entry = counts.get(key) ?? { expected, actual: shown, count: 0 };
    entry.count += 1;
    counts.set(key, entry);
  }
  return [...counts.values()]
    .sort(
      (a, b) =>
        b.count - a.count ||
        a.expected.localeCompare(b.expected) ||
        a.actual.localeCompare(b.actual),
    )
    .slice(0, limit);
}

/** Share of values above a threshold. NaN for none. */
export function rateAbove(values: readonly number[], threshold: number): number {
  if (values.length === 0) return Number.NaN;
  return values.filter((value) => value > threshold).length / values.length;
}
