import type { InsightColourOrUnknown } from '../../../domain/insights/insights.ts';

/** The insight colours (spec section 3), chosen to stay apart for common colour blindness. */
export const INSIGHT_COLOUR_HEX: Readonly<Record<InsightColourOrUnknown, string>> = {
  joy: '#e8a317',
  calm: '#3a9d8f',
  trust: '#5b8c2a',
  anticipation: '#e0662b',
  surprise: '#2f8fd0',
  sadness: '#4a62b8',
  fear: '#7d52b8',
  anger: '#c8383c',
  unknown: '#9a98a8',
};
