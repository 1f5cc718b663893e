import { useState } from 'react';
import { FOLLOWING_BLOCK_MAX, FOLLOWING_BLOCK_PER_USER } from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';
import { CompassIcon, InviteIcon, SparkIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { NewPostsPill } from '../../entities/live/new-posts-pill.tsx';
import { Composer } from '../../entities/post/composer.tsx';
import { PostList, PostsQuery } from '../../entities/post/post-list.tsx';
import { useFollowingFeed, useHomeFeed, useTimeline } from '../../entities/post/posts-api.ts';
import { useSession } from '../../entities/session/use-session.ts';
import { DiscoverJumps, SuggestedPeople, Trending } from './discover.tsx';
import { Explore } from './explore.tsx';
import './dashboard.css';

const FEED_TABS = [
  { id: 'for-you', label: 'For you' },
  { id: 'latest', label: 'Latest' },
  { id: 'following', label: 'Following' },
] as const;
type FeedTab = (typeof FEED_TABS)[number]['id'];

/** Home: the ranked feed (For you, the default) or the chronological one (Latest). */
function RankedTimeline() {
  return <Timeline timeline={useHomeFeed()} ranked />;
}

function LatestTimeline() {
  return <Timeline timeline={useTimeline()} ranked={false} />;
}

function Timeline({
  timeline,
  ranked,
}: {
  timeline: ReturnType<typeof useTimeline>;
  ranked: boolean;
}) {
  return (
    <PostsQuery query={timeline} errorMessage={MESSAGES.timelineLoadFailed}>
      {(data) => {
        const posts = data.pages.flatMap((page) => page.posts);
        return (
          <>
            {ranked ? (
              <p className="feed__intro">
                Ranked for you: what people valued, how fresh it is, and how it fits your mood and
                interests. Every card says why.
              </p>
            ) : null}
            <PostList
              posts={posts}
              label={ranked ? 'Posts ranked for you' : 'Latest posts'}
              empty={{
                icon: <SparkIcon />,
                title: 'Nothing here yet',
                body: <p>Be the first to post, or invite someone you would like to see here.</p>,
              }}
            />
            {timeline.hasNextPage ? (
              <div className="feed__more">
                <BusyButton
                  variant="secondary"
                  busy={timeline.isFetchingNextPage}
                  busyLabel="Loading…"
                  onClick={() => {
                    if (!timeline.isFetchingNextPage) void timeline.fetchNextPage();
                  }}
                >
                  Load More
                </BusyButton>
              </div>
            ) : posts.length > 0 ? (
              <p className="feed__end">You are all caught up.</p>
            ) : null}
            {timeline.isFetchNextPageError ? (
              <LoadError message={MESSAGES.timelineMoreFailed} />
            ) : null}
          </>
        );
      }}
    </PostsQuery>
  );
}

function FollowingBlock() {
  const following = useFollowingFeed();
  return (
    <PostsQuery query={following} errorMessage={MESSAGES.followingLoadFailed}>
      {(data) => (
        <>
          <p className="feed__intro">
            The latest {FOLLOWING_BLOCK_PER_USER} posts of each person you follow, up to{' '}
            {FOLLOWING_BLOCK_MAX}.
          </p>
          <PostList
            posts={data.posts}
            label="Posts from people you follow"
            empty={{
              icon: <InviteIcon />,
              title: 'No one to follow yet?',
              body: (
                <p>
                  Open a member’s profile and choose Follow. Their recent posts will gather here.
                </p>
              ),
            }}
          />
        </>
      )}
    </PostsQuery>
  );
}

function MoodCheck() {
  return (
    <section className="mood-card" aria-labelledby="mood-check-title">
      <p className="mood-card__eyebrow">Mood Check</p>
      <h2 id="mood-check-title" className="mood-card__title">
        How does today feel?
      </h2>
      <p className="mood-card__text">{MESSAGES.highlightSubtitle}</p>
      <ButtonLink
        to="/highlight"
        variant="accent"
        size="sm"
        icon={<CompassIcon className="btn__icon" />}
      >
        Open {MESSAGES.highlightTitle}
      </ButtonLink>
    </section>
  );
}

/** Home (spec section 2): composer, timeline with Load More, the Following block, Explore. */
export function Component() {
  const { session } = useSession();
  const [tab, setTab] = useState<FeedTab>('for-you');
  const user = session.user;

  return (
    <div className="dashboard">
      <DocumentTitle title="Home" />
      <div className="dashboard__feed">
        <h1 className="visually-hidden" tabIndex={-1} data-page-title="">
          Home
        </h1>
        <DiscoverJumps />
        {user ? <Composer author={user} /> : null}
        <section className="feed" aria-label="Your feed">
          <NewPostsPill />
          <Tabs
            label="Feeds"
            idPrefix="feed"
            tabs={FEED_TABS}
            selected={tab}
            onSelect={(id) => setTab(id as FeedTab)}
            className="feed__tabs"
            panelClassName="feed__panel"
          >
            {tab === 'following' ? (
              <FollowingBlock />
            ) : tab === 'for-you' ? (
              <RankedTimeline />
            ) : (
              <LatestTimeline />
            )}
          </Tabs>
        </section>
      </div>
      <aside className="dashboard__aside" aria-label="Explore and mood">
        <Explore />
        <MoodCheck />
        <Trending />
        <SuggestedPeople />
      </aside>
    </div>
  );
}
