import { z } from 'zod';
import {
  ANALYSIS_TEXT_MAX,
  EMOTION_PROTOTYPES,
  TAGGING_RECENT_POSTS_MAX,
} from '../shared/constants.ts';
import { EMOTION_DIMENSION_COUNT } from '../domain/emotion/emotion-vector.ts';

// The analysis service's HTTP contract (spec section 7): request bodies the server validates and
// responses the HTTP client validates. snake_case, as the spec names the fields.

const hour = z.number().finite();
const score = z.number().min(0).max(1);

export const analyzeRequest = z.object({ text: z.string().max(ANALYSIS_TEXT_MAX) });
export const moderateRequest = analyzeRequest;
export const coldStartRequest = z.object({ user_id: z.string().min(1), hour });
export const trackRequest = z.object({
  user_id: z.string().min(1),
  type: z.enum(['view', 'echo', 'share', 'save', 'comment']),
  content_id: z.string().min(1),
  dwell_ms: z.number().finite().min(0).default(0),
  hour,
});
export const tagUserRequest = z.object({
  bio: z.string().max(ANALYSIS_TEXT_MAX).default(''),
  recent_posts: z
    .array(z.string().max(ANALYSIS_TEXT_MAX))
    .max(TAGGING_RECENT_POSTS_MAX)
    .default([]),
});

export const emotionVectorBody = z.array(z.number().finite()).length(EMOTION_DIMENSION_COUNT);

export const analyzeResponse = z.object({
  emo_vector: emotionVectorBody,
  topics: z.array(z.string()),
  lang: z.string().min(2),
  emotion_tag: z.enum(EMOTION_PROTOTYPES).nullable(),
});
export const moderateResponse = z.object({
  toxicity: score,
  hatespeech: score,
  disinfo: score,
  labels: z.array(z.string()).default([]),
});
export const coldStartResponse = z.object({ emo_vector: emotionVectorBody });
export const trackResponse = z.object({ tracked: z.boolean(), outcome: z.string() });
export const tagUserResponse = z.object({ tags: z.array(z.string()) });
export const trendsResponse = z.object({ trends: z.array(z.string()) });

export const ANALYSIS_PATHS = {
  analyze: '/analyze',
  moderate: '/moderate',
  coldStart: '/cold_start',
  track: '/track',
  tagUser: '/tag_user',
  trendsFallback: '/trends_fallback',
} as const;
