import { sql } from 'drizzle-orm';
import { check, date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

// Daily LLM token totals per model, for the admin's GPT Usage list; one upserted row per day and model.
export const llmUsage = pgTable(
  'llm_usage',
  {
    day: date('day', { mode: 'string' }).notNull(),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    totalTokens: integer('total_tokens').notNull().default(0),
    requests: integer('requests').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.model] }),
    check(
      'llm_usage_counts_nonnegative',
      sql`${t.promptTokens} >= 0 and ${t.completionTokens} >= 0 and ${t.totalTokens} >= 0 and ${t.requests} >= 0`,
    ),
  ],
);

export type LlmUsage = typeof llmUsage.$inferSelect;
export type NewLlmUsage = typeof llmUsage.$inferInsert;
