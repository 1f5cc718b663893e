/**
 * A score as a `real` column gives it back: single precision, written as the shortest decimal
 * that reads back as the same single (as PostgreSQL prints it).
 */
export function asStoredReal(value: number): number {
  const single = Math.fround(value);
  for (let digits = 1; digits < 9; digits += 1) {
    const shortest = Number(single.toPrecision(digits));
    if (Math.fround(shortest) === single) return shortest;
  }
  return Number(single.toPrecision(9));
}
