// The feed module's public surface: its four products, each in a file of its own.
import { TREND_QUIET_INGEST_MS, TREND_QUIET_INGEST_SPACING } from '../../../shared/constants.ts';
import type { AppContext } from '../../context.ts';
import type { EventBus } from '../../events/event-bus.ts';
import type { JobRunner } from '../../jobs/job-runner.ts';
import { Highlight } from './highlight.ts';
import { HomeFeed, type FeedContext } from './home-feed.ts';
import { SuggestedPeople } from './suggested-people.ts';
import { Trending } from './trending.ts';

export { feedRoutes } from './feed.routes.ts';
export type { FeedContext };
export const TREND_INGEST_JOB = 'feed.recompute-trends';
export const SNAPSHOT_PRUNE_JOB = 'feed.prune-snapshots';

/** The ranked home feed, Trending, Suggested people and Today's Highlight. */
export interface Feed {
  home: HomeFeed;
  trending: Trending;
  people: SuggestedPeople;
  highlight: Highlight;
  /** The trend ingest: run by its job only (and by tests). */
  recomputeTrends(): Promise<number>;
}

export function createFeed(
  ctx: Pick<AppContext, 'database' | 'analysis' | 'clock' | 'log'>,
  events: EventBus,
  jobs: JobRunner | null = null,
): Feed {
  const trending = new Trending(ctx);
  const home = new HomeFeed(ctx, trending);
  home.subscribe(events);
  // The trailing ingest after a new post: one at a time per instance, and once one takes longer
  // than the debounce, never more than a tenth of the instance's time (the next waits
  // TREND_QUIET_INGEST_SPACING times as long as the last took): at 1,000,000 posts an ingest
  // takes seconds, and back-to-back runs starved reads.
  let quietIngest: ReturnType<typeof setTimeout> | null = null;
  let running = false;
  let again = false;
  let lastEndedAt = 0;
  let lastTookMs = 0;
  const ingest = async () => {
    if (running) {
      again = true;
      return;
    }
    running = true;
    const started = Date.now();
    try {
      await trending.recompute();
    } catch (error) {
      ctx.log.warn({ err: error }, 'trend ingest after a new post failed');
    } finally {
      running = false;
      lastEndedAt = Date.now();
      lastTookMs = lastEndedAt - started;
      if (again) {
        again = false;
        ingestSoon();
      }
    }
  };
  const ingestSoon = () => {
    // A stopped runner means this instance does no background work (the periodic job still
    // ingests wherever one runs).
    if (jobs && !jobs.isRunning) return;
    if (quietIngest) clearTimeout(quietIngest);
    // Only an ingest slower than the debounce itself is spaced: a small community's posts still
    // reach Trending a second after the last one.
    const spacing =
      lastTookMs < TREND_QUIET_INGEST_MS
        ? 0
        : lastEndedAt + lastTookMs * TREND_QUIET_INGEST_SPACING - Date.now();
    quietIngest = setTimeout(
      () => {
        quietIngest = null;
        if (jobs && !jobs.isRunning) return;
        void ingest();
      },
      Math.max(TREND_QUIET_INGEST_MS, spacing),
    );
    quietIngest.unref();
  };
  events.on('post.created', ingestSoon);
  // An edit's new hashtags and topics reach Trending the same way.
  events.on('post.edited', ingestSoon);
  const people = new SuggestedPeople(ctx, jobs);
  people.subscribe(events);
  return {
    home,
    trending,
    people,
    highlight: new Highlight(ctx),
    recomputeTrends: () => trending.recompute(),
  };
}
