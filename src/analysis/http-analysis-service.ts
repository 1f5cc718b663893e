import type { z } from 'zod';
import { trackedTypeOf } from '../domain/emotion/emotion-state.ts';
import type { AnalysisService } from './analysis-service.ts';
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
    async coldStart(userId, hour, profile) {
      const body = await call(
        ANALYSIS_PATHS.coldStart,
        { user_id: userId, hour, ...(profile ? { profile } : {}) },
        coldStartResponse,
      );
      return body.emo_vector;
    },
    async track(request) {
      const body = await call(
        ANALYSIS_PATHS.track,
        {
          user_id: request.userId,
          // Spec section 7: an echo is sent as a share.
          type: trackedTypeOf(request.type) ?? request.type,
          content_id: request.contentId,
          dwell_ms: request.dwellMs,
          hour: request.hour,
          content_vector: request.contentVector,
          state: request.rows?.vector ?? null,
          profile: request.rows?.matrix ?? null,
        },
        trackResponse,
      );
      return {
        outcome: body.outcome,
        rows: body.state && body.profile ? { vector: body.state, matrix: body.profile } : null,
      };
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
