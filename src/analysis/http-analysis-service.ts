import type { z } from 'zod';
import { trackedTypeOf } from '../domain/emotion/emotion-state.ts';
import type { AnalysisService } from './analysis-service.ts';
import type { TrackOutcome } from './analysis.repository.ts';
import {
  ANALYSIS_PATHS,
  analyzeResponse,
  coldStartResponse,
  moderateResponse,
  tagUserResponse,
  trackResponse,
  trendsResponse,
} from './analysis-wire.ts';

export interface HttpAnalysisOptions {
  baseUrl: string;
  timeoutMs: number;
  token?: string | undefined;
}

/** The service answered with an error status (a 4xx says it is up; a 5xx that it is in trouble). */
export class AnalysisHttpError extends Error {
  readonly status: number;
  constructor(path: string, status: number) {
    super(`analysis service ${path} answered HTTP ${status}`);
    this.name = 'AnalysisHttpError';
    this.status = status;
  }
}

/** The analysis service over HTTP (ANALYSIS_URL). Throws on any failure; withFallbacks catches. */
export function createHttpAnalysisService(options: HttpAnalysisOptions): AnalysisService {
  const base = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;

  async function call<S extends z.ZodType>(
    path: string,
    body: unknown,
    schema: S,
  ): Promise<z.output<S>> {
    // The signal also bounds reading the body, so a service that stalls mid-answer times out too.
    const response = await fetch(new URL(path.slice(1), base), {
      method: body === undefined ? 'GET' : 'POST',
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    if (!response.ok) throw new AnalysisHttpError(path, response.status);
    return schema.parse(await response.json());
  }

  return {
    analyze: (text) => call(ANALYSIS_PATHS.analyze, { text }, analyzeResponse),
    moderate: (text) => call(ANALYSIS_PATHS.moderate, { text }, moderateResponse),
    async coldStart(userId, hour) {
      const body = await call(
        ANALYSIS_PATHS.coldStart,
        { user_id: userId, hour },
        coldStartResponse,
      );
      return body.emo_vector;
    },
    async track(input) {
      const body = await call(
        ANALYSIS_PATHS.track,
        {
          user_id: input.userId,
          // Spec section 7: an echo is sent as a share.
          type: trackedTypeOf(input.type) ?? input.type,
          content_id: input.contentId,
          dwell_ms: input.dwellMs,
          hour: input.hour,
        },
        trackResponse,
      );
      return body.outcome as TrackOutcome;
    },
    async tagUser(bio, recentPosts) {
      const body = await call(
        ANALYSIS_PATHS.tagUser,
        { bio, recent_posts: recentPosts },
        tagUserResponse,
      );
      return body.tags;
    },
    async trendsFallback() {
      return (await call(ANALYSIS_PATHS.trendsFallback, undefined, trendsResponse)).trends;
    },
  };
}
