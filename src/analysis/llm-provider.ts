import { z } from 'zod';
import type { LlmSettings } from '../config/env.ts';
import {
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPES,
  LLM_REQUEST_TIMEOUT_MS,
} from '../shared/constants.ts';
import { clampToRanges, nearestPrototype } from '../domain/emotion/emotion-vector.ts';
import type { TokenUsage } from './analysis.repository.ts';
import { detectLanguage } from './engine/language.ts';
import { normaliseTopics } from './engine/topics.ts';
import { tokenize } from './engine/tokenize.ts';
import type { AnalysisResult, ModerationResult } from './engine/types.ts';
import { analyzeResponse, moderateResponse } from './analysis-wire.ts';

// An optional OpenAI-compatible chat-completions provider (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL).
// Its answers are validated and normalised like our own; any failure throws, and the analysis
// service falls back to the built-in engine.

export type { LlmSettings } from '../config/env.ts';

export interface LlmProvider {
  analyze(text: string): Promise<AnalysisResult>;
  moderate(text: string): Promise<ModerationResult>;
}

export interface LlmProviderDeps {
  /** Called once per answered request with the tokens it used (llm_usage). */
  recordUsage(usage: TokenUsage): Promise<void>;
  timeoutMs?: number;
}

const ANALYZE_PROMPT = [
  'You analyse short social-network posts in Turkish or English. Answer with one JSON object only:',
  `{"emo_vector": [8 numbers: ${EMOTION_DIMENSIONS.join(', ')}; valence in -1..1, the others in 0..1],`,
  ' "topics": [up to 5 lowercase topics, hashtags first, without "#"],',
  ' "lang": "tr" or "en",',
  ` "emotion_tag": one of ${EMOTION_PROTOTYPES.join(', ')}, or null for a neutral text}`,
].join('\n');

const MODERATE_PROMPT = [
  'You moderate short social-network posts in Turkish or English. Answer with one JSON object only:',
  '{"toxicity": 0..1 (insults, profanity, threats), "hatespeech": 0..1 (attacks on a group for',
  ' who they are), "disinfo": 0..1 (false or misleading factual claims), "labels": [short reasons]}',
].join('\n');

const completionBody = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string() }) })).min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().min(0).default(0),
      completion_tokens: z.number().int().min(0).default(0),
      total_tokens: z.number().int().min(0).optional(),
    })
    .optional(),
});

export function createLlmProvider(settings: LlmSettings, deps: LlmProviderDeps): LlmProvider {
  const endpoint = `${settings.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const timeoutMs = deps.timeoutMs ?? LLM_REQUEST_TIMEOUT_MS;

  async function complete(system: string, text: string): Promise<unknown> {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${settings.apiKey}` },
      body: JSON.stringify({
        model: settings.model,
        temperature: 0,
        response_format: { type: 'json_object' },
        messages: [
          { role: 'system', content: system },
          { role: 'user', content: text },
        ],
      }),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (!response.ok) throw new Error(`LLM provider answered HTTP ${response.status}`);
    const body = completionBody.parse(await response.json());
    if (body.usage) {
      const { prompt_tokens: promptTokens, completion_tokens: completionTokens } = body.usage;
      // Tokens are spent even when the answer turns out unusable, so they are counted first.
      await deps.recordUsage({
        promptTokens,
        completionTokens,
        totalTokens: body.usage.total_tokens ?? promptTokens + completionTokens,
      });
    }
    return JSON.parse(body.choices[0]?.message.content ?? '');
  }

  return {
    async analyze(text) {
      const answer = analyzeResponse.parse(await complete(ANALYZE_PROMPT, text));
      const emoVector = clampToRanges(answer.emo_vector);
      const lang = answer.lang === 'tr' || answer.lang === 'en' ? answer.lang : null;
      return {
        emo_vector: emoVector,
        topics: normaliseTopics(answer.topics),
        lang: lang ?? detectLanguage(tokenize(text)),
        emotion_tag: answer.emotion_tag ?? nearestPrototype(emoVector),
      };
    },
    async moderate(text) {
      return moderateResponse.parse(await complete(MODERATE_PROMPT, text));
    },
  };
}
