/**
 * Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU slowdown"): its 4x CPU
 * multiplier "moves a typical run in the high-end desktop bracket" (benchmarkIndex 1500-2000)
 * "into the mid-tier mobile bracket", and on a weaker host the multiplier should be lowered (from
 * a low-end desktop, 1000-1500, it suggests 2x, range 1-5). With --calibrate the multiplier is
 * 4 x this host's index / 1750 (the middle of that bracket), so the simulated phone is the same
 * one on any host: 4x at 1750, less on a slower host, more on a faster one.
 */
export const REFERENCE_DESKTOP_INDEX = 1750;
export const DEFAULT_CPU_MULTIPLIER = 4;

export function cpuMultiplierFor(benchmarkIndex: number): number {
  const multiplier = (DEFAULT_CPU_MULTIPLIER * benchmarkIndex) / REFERENCE_DESKTOP_INDEX;
  return Math.min(10, Math.max(1, Math.round(multiplier * 10) / 10));
}
