import { useState } from 'react';
import { Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { FOLLOWING_BLOCK_MAX, FOLLOWING_BLOCK_PER_USER } from '../../../shared/constants.ts';
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
import { useMessages } from '../../i18n/hooks.ts';
import { feedNs } from '../../i18n/ns/feed.ts';
import { useFollowsAnyone } from '../../entities/discover/discover-api.ts';
import { AfterFirstRender } from '../../lib/after-first-render.tsx';
import { DiscoverJumps, SuggestedPeople, Trending } from './discover.tsx';
import { Explore } from './explore.tsx';
import './dashboard.css';

const FEED_TABS = ['for-you', 'latest', 'following'] as const;
type FeedTab = (typeof FEED_TABS)[number];

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
  const { t } = useTranslation(feedNs);
  const M = useMessages();
  return (
    <PostsQuery query={timeline} errorMessage={M.timelineLoadFailed}>
      {(data) => {
        const posts = data.pages.flatMap((page) => page.posts);
        return (
          <>
            {ranked ? <p className="feed__intro">{t('dashboard.rankedIntro')}</p> : null}
            <PostList
              posts={posts}
              label={ranked ? t('dashboard.rankedLabel') : t('dashboard.latestLabel')}
              empty={{
                icon: <SparkIcon />,
                title: t('dashboard.emptyTitle'),
                body: <p>{t('dashboard.emptyBody')}</p>,
              }}
            />
            {timeline.hasNextPage ? (
              <div className="feed__more">
                <BusyButton
                  variant="secondary"
                  busy={timeline.isFetchingNextPage}
                  busyLabel={t('dashboard.loading')}
                  onClick={() => {
                    if (!timeline.isFetchingNextPage) void timeline.fetchNextPage();
                  }}
                >
                  {t('dashboard.loadMore')}
                </BusyButton>
              </div>
            ) : posts.length > 0 ? (
              <p className="feed__end">{t('dashboard.caughtUp')}</p>
            ) : null}
            {timeline.isFetchNextPageError ? <LoadError message={M.timelineMoreFailed} /> : null}
          </>
        );
      }}
    </PostsQuery>
  );
}

function FollowingBlock() {
  const following = useFollowingFeed();
  // Someone who follows people whose posts are quiet is not asked "No one to follow yet?".
  const followsAnyone = useFollowsAnyone();
  const { t } = useTranslation(feedNs);
  const M = useMessages();
  return (
    <PostsQuery query={following} errorMessage={M.followingLoadFailed}>
      {(data) => (
        <>
          <p className="feed__intro">
            {t('dashboard.followingIntro', {
              perUser: FOLLOWING_BLOCK_PER_USER,
              max: FOLLOWING_BLOCK_MAX,
            })}
          </p>
          <PostList
            posts={data.posts}
            label={t('dashboard.followingLabel')}
            empty={
              followsAnyone
                ? {
                    icon: <InviteIcon />,
                    title: t('dashboard.followingQuietTitle'),
                    body: <p>{t('dashboard.followingQuietBody')}</p>,
                  }
                : {
                    icon: <InviteIcon />,
                    title: t('dashboard.followingEmptyTitle'),
                    body: <p>{t('dashboard.followingEmptyBody')}</p>,
                  }
            }
          />
        </>
      )}
    </PostsQuery>
  );
}

function MoodCheck() {
  const { t } = useTranslation(feedNs);
  const M = useMessages();
  return (
    <section className="mood-card" aria-labelledby="mood-check-title">
      <p className="mood-card__eyebrow">{t('dashboard.moodEyebrow')}</p>
      <h2 id="mood-check-title" className="mood-card__title">
        {t('dashboard.moodTitle')}
      </h2>
      <p className="mood-card__text">{M.highlightSubtitle}</p>
      <ButtonLink
        to="/highlight"
        variant="accent"
        size="sm"
        icon={<CompassIcon className="btn__icon" />}
      >
        {t('dashboard.moodOpen', { title: M.highlightTitle })}
      </ButtonLink>
    </section>
  );
}

/** Home (spec section 2): composer, timeline with Load More, the Following block, Explore. */
export function Component() {
  const { session } = useSession();
  const [tab, setTab] = useState<FeedTab>('for-you');
  const { t } = useTranslation(feedNs);
  const tabs = FEED_TABS.map((id) => ({ id, label: t(`dashboard.tabs.${id}`) }));
  const user = session.user;

  // The first run (issue 27) comes first, once: until the member finishes or skips it.
  if (user?.welcomePending) return <Navigate to="/welcome" replace />;

  return (
    <div className="dashboard">
      <DocumentTitle title={t('dashboard.title')} />
      <div className="dashboard__feed">
        <h1 className="visually-hidden" tabIndex={-1} data-page-title="">
          {t('dashboard.title')}
        </h1>
        <DiscoverJumps />
        {user ? <Composer author={user} /> : null}
        <section className="feed" aria-label={t('dashboard.feedLabel')}>
          <NewPostsPill />
          <Tabs
            label={t('dashboard.tabsLabel')}
            idPrefix="feed"
            tabs={tabs}
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
      <aside className="dashboard__aside" aria-label={t('dashboard.asideLabel')}>
        {/* Explore, the mood check, trends and people render after the feed, in slices. */}
        <AfterFirstRender>
          <Explore />
          <MoodCheck />
          <Trending />
          <SuggestedPeople />
        </AfterFirstRender>
      </aside>
    </div>
  );
}
