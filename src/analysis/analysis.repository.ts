import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { llmUsage } from '../db/schema/index.ts';

// The analysis side's one table: the LLM token tally, written when the engine runs in the app
// (the standalone service opens no database and logs its tokens instead). A member's emotion
// state and circadian profile belong to the app (server/modules/analysis-pipeline).

export interface TokenUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

/** Adds one LLM request's tokens to the day's row for the model (the admin's GPT usage). */
export async function addLlmUsage(
  db: Pick<Database, 'insert'>,
  entry: { day: string; model: string; usage: TokenUsage; now: Date },
): Promise<void> {
  const { usage } = entry;
  await db
    .insert(llmUsage)
    .values({
      day: entry.day,
      model: entry.model,
      promptTokens: usage.promptTokens,
      completionTokens: usage.completionTokens,
      totalTokens: usage.totalTokens,
      requests: 1,
      updatedAt: entry.now,
    })
    .onConflictDoUpdate({
      target: [llmUsage.day, llmUsage.model],
      set: {
        promptTokens: sql`${llmUsage.promptTokens} + excluded.prompt_tokens`,
        completionTokens: sql`${llmUsage.completionTokens} + excluded.completion_tokens`,
        totalTokens: sql`${llmUsage.totalTokens} + excluded.total_tokens`,
        requests: sql`${llmUsage.requests} + 1`,
        updatedAt: entry.now,
      },
    });
}
