import { pgTable, real, text } from 'drizzle-orm/pg-core';
import { posts } from './posts.ts';

// Vectors for emotion-aware ranking and similarity, kept apart from posts so feed reads stay small.
export const contentEmbeddings = pgTable('content_embeddings', {
  id: text('id')
    .primaryKey()
    .references(() => posts.id, { onDelete: 'cascade' }),
  emoVector: real('emo_vector').array().notNull(),
  txtEmb: real('txt_emb').array(),
  visEmb: real('vis_emb').array(),
  tone: text('tone'),
});

export type ContentEmbedding = typeof contentEmbeddings.$inferSelect;
export type NewContentEmbedding = typeof contentEmbeddings.$inferInsert;
