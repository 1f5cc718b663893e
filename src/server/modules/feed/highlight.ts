import { and, sql } from 'drizzle-orm';
import type { HighlightCard } from '../../../shared/api/feed.ts';
import {
  DISPUTED_DISINFO_MIN,
  HIGHLIGHT_CANDIDATES,
  HIGHLIGHT_CONSIDERED,
  HIGHLIGHT_SHOWN,
} from '../../../shared/constants.ts';
import {
  highlightAuthorName,
  highlightHandle,
  highlightReason,
  highlightTags,
  rankHighlight,
} from '../../../domain/ranking/highlight.ts';
import type { Database } from '../../../db/client.ts';
import { posts } from '../../../db/schema/index.ts';
import type { AppContext } from '../../context.ts';
import {
  hydrateInOrder,
  newestFirst,
  postVisibleTo,
  prepareCardsByIds,
  safetyJson,
  type CardsByIds,
} from '../../read/cards.ts';
import { topicsOf } from '../../read/present.ts';

// Today's Highlight: ids (the newest posts the one visibility rule lets the viewer see, less
// disputed claims) → score (pure) → hydrate the shown ones with the one card → present.

/** The candidates and what scoring needs of them; prepared once: `{ viewer, limit }`. */
function prepareCandidates(db: Database) {
  const viewer = sql.placeholder('viewer');
  return db
    .select({
      id: posts.id,
      authorId: posts.authorId,
      createdAt: posts.createdAt,
      echoes: posts.echoes,
      saves: posts.saves,
      responses: posts.responses,
      views: posts.views,
      emotion: posts.emotion,
      emoVector: posts.emoVector,
      safety: safetyJson,
    })
    .from(posts)
    .where(
      and(
        postVisibleTo(viewer),
        // A disputed claim is never highlighted (docs/decisions.md, "Disputed claims").
        sql`not exists (select 1 from (select id as hl_post, disinfo from content_safety) hl_s where hl_s.hl_post = ${posts.id} and hl_s.disinfo >= ${sql.raw(String(DISPUTED_DISINFO_MIN))})`,
      ),
    )
    .orderBy(...newestFirst)
    .limit(sql.placeholder('limit'))
    .prepare('feed_highlight_candidates');
}

export class Highlight {
  private readonly ctx: Pick<AppContext, 'clock'>;
  private readonly candidates: ReturnType<typeof prepareCandidates>;
  private readonly cards: CardsByIds;

  constructor(ctx: Pick<AppContext, 'database' | 'clock'>) {
    this.ctx = ctx;
    this.candidates = prepareCandidates(ctx.database.db);
    this.cards = prepareCardsByIds(ctx.database.db, 'feed_highlight_cards');
  }

  /** Spec: 80 candidates, scored, the top 20 considered, 10 shown. */
  async forViewer(viewerId: string): Promise<HighlightCard[]> {
    const now = this.ctx.clock();
    const rows = await this.candidates.execute({ viewer: viewerId, limit: HIGHLIGHT_CANDIDATES });
    const ranked = rankHighlight(
      rows.map((row) => ({
        ...row,
        metrics: {
          echoes: row.echoes,
          saves: row.saves,
          responses: row.responses,
          views: row.views,
        },
      })),
      now,
      HIGHLIGHT_CONSIDERED,
    ).slice(0, HIGHLIGHT_SHOWN);
    const parts = new Map(ranked.map(({ candidate, parts }) => [candidate.id, parts]));
    const cards = await hydrateInOrder(
      this.cards,
      viewerId,
      ranked.map(({ candidate }) => candidate.id),
    );
    return cards.map((row) => ({
      id: row.post.id,
      authorId: row.post.authorId,
      authorName: highlightAuthorName(row.post.authorName),
      handle: highlightHandle(row.post.authorName),
      authorAvatarUrl: row.authorAvatarUrl ?? null,
      content: row.post.content,
      mediaUrl: row.post.mediaUrl,
      views: row.post.views ?? 0,
      tags: highlightTags(topicsOf(row)),
      emotion: row.post.emotion ?? null,
      reason: highlightReason(parts.get(row.post.id)!),
    }));
  }
}
