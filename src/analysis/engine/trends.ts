import { TRENDING_LIMIT } from '../../shared/constants.ts';
import { TRENDS_FALLBACK } from './lexicons.ts';

/** Default trending topics for when the database has none (spec section 7, trends_fallback). */
export function fallbackTrends(): string[] {
  return TRENDS_FALLBACK.slice(0, TRENDING_LIMIT);
}
