import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useParams } from 'react-router';
import type { ProfileResponse, ProfileView, Relationship } from '../../../shared/api/social.ts';
import { DEFAULT_THEME_COLOR, TAGS_MAX } from '../../../shared/constants.ts';
import { Avatar } from '../../components/ui/avatar.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import {
  BlockIcon,
  BookmarkIcon,
  ClockIcon,
  CompassIcon,
  FlagIcon,
  MailIcon,
  MapPinIcon,
  PencilIcon,
  ShieldIcon,
  SparkIcon,
} from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { DocumentTitle } from '../../components/ui/page-header.tsx';
import { Tabs } from '../../components/ui/tabs.tsx';
import { LoadMore } from '../../components/ui/load-more.tsx';
import { pagingNs } from '../../i18n/ns/paging.ts';
import { PostList, PostSkeletons, PostsQuery } from '../../entities/post/post-list.tsx';
import { useAuthorPosts, useSavedPosts } from '../../entities/post/posts-api.ts';
import { ReportDialog } from '../../entities/post/report-dialog.tsx';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { useFormat, useMessages } from '../../i18n/hooks.ts';
import { profileNs } from '../../i18n/ns/profile.ts';
import { EditProfileDialog } from './edit-profile-dialog.tsx';
import type { ProfileDialogProps } from './edit-profile-dialog.tsx';
import { PeopleDialog } from './people-dialog.tsx';
import { useBlock, useFollow, useProfile, type PeopleListKind } from './profile-api.ts';
import { MutedProfileNotice, MuteProfileButton } from '../../entities/mute/mute-actions.tsx';
import './profile.css';

function Banner({ color, src }: { color: string; src?: string | null | undefined }) {
  // The address that failed to load: the colour banner stands in, as when there is none.
  const [failed, setFailed] = useState<string | null>(null);
  if (src && failed !== src)
    return (
      <img
        className="profile-hero__banner profile-hero__banner--photo"
        src={src}
        alt=""
        decoding="async"
        onError={() => setFailed(src)}
      />
    );
  // The member's colour through SVG fill attributes: the CSP allows no inline styles.
  return (
    <svg
      className="profile-hero__banner"
      viewBox="0 0 800 160"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      <rect width="800" height="160" fill={color} />
      <circle cx="690" cy="-10" r="150" fill="#ffffff" fillOpacity="0.1" />
      <circle cx="120" cy="190" r="120" fill="#000000" fillOpacity="0.08" />
      <path
        d="M0 130 C 200 90, 420 170, 800 110 L 800 160 L 0 160 Z"
        fill="#ffffff"
        fillOpacity="0.08"
      />
    </svg>
  );
}

function BlockDialog({ profile, open, onClose }: ProfileDialogProps) {
  const block = useBlock(profile.id);
  const { t } = useTranslation(profileNs);
  const M = useMessages();
  const close = () => {
    block.reset();
    onClose();
  };
  return (
    <ConfirmDialog
      open={open}
      onClose={close}
      title={t('block.title', { name: profile.displayName })}
      description={t('block.description')}
      confirmLabel={t('block.confirm')}
      busyLabel={t('block.busy')}
      busy={block.isPending}
      error={block.isError ? errorMessage(block.error, M.internalError) : null}
      onConfirm={() => block.mutate(true, { onSuccess: onClose })}
    />
  );
}

function UnblockButton({ uid }: { uid: string }) {
  const block = useBlock(uid);
  const { t } = useTranslation(profileNs);
  const M = useMessages();
  return (
    <>
      <BusyButton
        variant="secondary"
        busy={block.isPending}
        busyLabel={t('block.unblocking')}
        onClick={() => {
          if (!block.isPending) block.mutate(false);
        }}
      >
        {t('block.unblock')}
      </BusyButton>
      <FormAlert message={block.isError ? errorMessage(block.error, M.internalError) : null} />
    </>
  );
}

function FollowButton({ uid, following }: { uid: string; following: boolean }) {
  const follow = useFollow(uid);
  const { t } = useTranslation(profileNs);
  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      aria-pressed={following}
      className="profile-follow"
      onClick={() => follow.mutate(!following)}
    >
      {following ? t('actions.following') : t('actions.follow')}
    </Button>
  );
}

function ProfileActions({
  profile,
  relationship,
  onEdit,
  onBlock,
  onReport,
}: {
  profile: ProfileView;
  relationship: Relationship;
  onEdit: () => void;
  onBlock: () => void;
  onReport: () => void;
}) {
  const { t } = useTranslation(profileNs);
  if (relationship.isSelf) {
    return (
      <div className="profile-hero__actions">
        <Button variant="secondary" onClick={onEdit} icon={<PencilIcon className="btn__icon" />}>
          {t('actions.edit')}
        </Button>
      </div>
    );
  }
  if (relationship.blockedByYou) {
    return (
      <div className="profile-hero__actions">
        <ReportProfileButton onReport={onReport} />
        <UnblockButton uid={profile.id} />
      </div>
    );
  }
  return (
    <div className="profile-hero__actions">
      {profile.allowDms !== false ? (
        <ButtonLink
          to={`/inbox?to=${encodeURIComponent(profile.id)}`}
          variant="secondary"
          className="profile-hero__icon-action"
          icon={<MailIcon className="btn__icon" />}
        >
          <span className="profile-hero__action-label">{t('actions.message')}</span>
        </ButtonLink>
      ) : null}
      <Button
        variant="secondary"
        className="profile-hero__icon-action"
        onClick={onBlock}
        aria-haspopup="dialog"
        icon={<BlockIcon className="btn__icon" />}
      >
        <span className="profile-hero__action-label">{t('actions.block')}</span>
      </Button>
      <MuteProfileButton person={profile} className="profile-hero__icon-action" />
      <ReportProfileButton onReport={onReport} />
      <FollowButton uid={profile.id} following={relationship.following} />
    </div>
  );
}

/** Report a member's profile to the Lorien team (issue 14). */
function ReportProfileButton({ onReport }: { onReport: () => void }) {
  const { t } = useTranslation(profileNs);
  return (
    <Button
      variant="secondary"
      className="profile-hero__icon-action"
      onClick={onReport}
      aria-haspopup="dialog"
      icon={<FlagIcon className="btn__icon" />}
    >
      <span className="profile-hero__action-label">{t('actions.report')}</span>
    </Button>
  );
}

function ProfileHero({
  data,
  onEdit,
  onBlock,
  onReport,
  onPeople,
}: {
  data: ProfileResponse;
  onEdit: () => void;
  onBlock: () => void;
  onReport: () => void;
  onPeople: (which: PeopleListKind) => void;
}) {
  const { profile, relationship } = data;
  const { t: paging } = useTranslation(pagingNs);
  const { t } = useTranslation(profileNs);
  const format = useFormat();
  const since = new Date(profile.createdAt);
  const hidden = relationship.blockedByYou || relationship.blockedYou;
  const tags = profile.tags.slice(0, TAGS_MAX);
  return (
    <header className="profile-hero card">
      <Banner color={profile.themeColor} src={hidden ? null : profile.headerUrl} />
      <div className="profile-hero__top">
        <Avatar
          name={profile.displayName}
          seed={profile.id}
          // Members on the default colour keep the tone their avatar has on every post card.
          color={profile.themeColor === DEFAULT_THEME_COLOR ? undefined : profile.themeColor}
          src={hidden ? null : profile.avatarUrl}
          size="xl"
          className="profile-hero__avatar"
        />
        <ProfileActions
          profile={profile}
          relationship={relationship}
          onEdit={onEdit}
          onBlock={onBlock}
          onReport={onReport}
        />
      </div>
      <div className="profile-hero__identity">
        <h1 className="profile-hero__name" tabIndex={-1} data-page-title="">
          {profile.displayName}
        </h1>
        <p className="profile-hero__handle">
          @{profile.handle}
          {relationship.followsYou && !hidden ? (
            <span className="badge profile-hero__badge">{t('hero.followsYou')}</span>
          ) : null}
        </p>
      </div>
      {hidden ? null : (
        <>
          {profile.headline ? <p className="profile-hero__headline">{profile.headline}</p> : null}
          {profile.bio ? <p className="profile-hero__bio">{profile.bio}</p> : null}
          <ul className="profile-hero__facts" role="list">
            {profile.location ? (
              <li>
                <MapPinIcon className="profile-hero__fact-icon" />
                {profile.location}
              </li>
            ) : null}
            {Number.isNaN(since.getTime()) ? null : (
              <li>
                <ClockIcon className="profile-hero__fact-icon" />
                {t('hero.joined', {
                  date: format.date(since, { month: 'long', year: 'numeric' }),
                })}
              </li>
            )}
          </ul>
          {tags.length > 0 ? (
            <ul className="profile-tags" role="list" aria-label={t('hero.interests')}>
              {tags.map((tag) => (
                <li key={tag} className="profile-tags__tag">
                  {tag}
                </li>
              ))}
            </ul>
          ) : null}
          <dl className="profile-hero__counts">
            <div>
              <dt>{t('hero.posts', { count: profile.counts.posts })}</dt>
              <dd>{format.compact(profile.counts.posts)}</dd>
            </div>
            <div>
              <dt>{t('hero.followers', { count: profile.counts.followers })}</dt>
              <dd>
                <button
                  type="button"
                  className="profile-hero__count-button"
                  aria-haspopup="dialog"
                  onClick={() => onPeople('followers')}
                >
                  {format.compact(profile.counts.followers)}
                  <span className="visually-hidden"> {paging('people.showFollowers')}</span>
                </button>
              </dd>
            </div>
            <div>
              <dt>{t('hero.following')}</dt>
              <dd>
                <button
                  type="button"
                  className="profile-hero__count-button"
                  aria-haspopup="dialog"
                  onClick={() => onPeople('following')}
                >
                  {format.compact(profile.counts.following)}
                  <span className="visually-hidden"> {paging('people.showFollowing')}</span>
                </button>
              </dd>
            </div>
          </dl>
        </>
      )}
    </header>
  );
}

type ProfileTab = 'posts' | 'saved';

function PostsPanel({ uid, isSelf, name }: { uid: string; isSelf: boolean; name: string }) {
  const posts = useAuthorPosts(uid, true);
  const { t: paging } = useTranslation(pagingNs);
  const { t } = useTranslation(profileNs);
  const M = useMessages();
  return (
    <PostsQuery query={posts} errorMessage={M.profilePostsLoadFailed}>
      {(data) => (
        <>
          <PostList
            posts={data.pages.flatMap((page) => page.posts)}
            canDelete={isSelf}
            label={isSelf ? t('posts.yours') : t('posts.by', { name })}
            empty={{
              icon: <SparkIcon />,
              title: isSelf ? t('posts.emptySelf') : t('posts.emptyOther', { name }),
              body: isSelf ? <p>{t('posts.emptySelfBody')}</p> : undefined,
              actions: isSelf ? (
                <ButtonLink to="/dashboard" variant="primary">
                  {t('posts.write')}
                </ButtonLink>
              ) : undefined,
            }}
          />
          <LoadMore
            query={posts}
            label={paging('more.posts')}
            busyLabel={paging('loading')}
            errorMessage={M.profilePostsLoadFailed}
          />
        </>
      )}
    </PostsQuery>
  );
}

function SavedPanel({ uid }: { uid: string }) {
  const saved = useSavedPosts(uid, true);
  const { t: paging } = useTranslation(pagingNs);
  const { t } = useTranslation(profileNs);
  const M = useMessages();
  return (
    <PostsQuery query={saved} errorMessage={M.savedLoadFailed}>
      {(data) => (
        <>
          <PostList
            posts={data.pages.flatMap((page) => page.posts)}
            label={t('saved.label')}
            empty={{
              icon: <BookmarkIcon />,
              title: t('saved.emptyTitle'),
              body: <p>{t('saved.emptyBody')}</p>,
            }}
          />
          <LoadMore
            query={saved}
            label={paging('more.saved')}
            busyLabel={paging('loading')}
            errorMessage={M.savedLoadFailed}
          />
        </>
      )}
    </PostsQuery>
  );
}

function ProfileContent({ data }: { data: ProfileResponse }) {
  const { profile, relationship } = data;
  const { t } = useTranslation(profileNs);
  const M = useMessages();
  const [dialog, setDialog] = useState<'edit' | 'block' | 'report' | null>(null);
  const [people, setPeople] = useState<PeopleListKind | null>(null);
  // Spec section 2: Posts by default when there are any, else Saved (your own profile only).
  const [chosen, setChosen] = useState<ProfileTab | null>(null);
  const tab: ProfileTab = relationship.isSelf
    ? (chosen ?? (profile.counts.posts > 0 ? 'posts' : 'saved'))
    : 'posts';
  const tabs = relationship.isSelf
    ? [
        { id: 'posts', label: t('tabs.posts') },
        { id: 'saved', label: t('tabs.saved') },
      ]
    : [{ id: 'posts', label: t('tabs.posts') }];

  return (
    <div className="profile">
      <DocumentTitle title={`${profile.displayName} (@${profile.handle})`} />
      <ProfileHero
        data={data}
        onEdit={() => setDialog('edit')}
        onBlock={() => setDialog('block')}
        onReport={() => setDialog('report')}
        onPeople={setPeople}
      />

      {relationship.blockedByYou ? (
        <div className="profile-blocked card card--flat" role="status">
          <ShieldIcon className="profile-blocked__icon" />
          <p>{M.profileYouBlocked}</p>
        </div>
      ) : (
        <section className="profile-feed" aria-label={t('tabs.section')}>
          {relationship.isSelf ? null : <MutedProfileNotice person={profile} />}
          <Tabs
            label={t('tabs.label')}
            idPrefix="profile"
            tabs={tabs}
            selected={tab}
            onSelect={(id) => setChosen(id as ProfileTab)}
            panelClassName="profile-feed__panel"
          >
            {tab === 'posts' ? (
              <PostsPanel
                uid={profile.id}
                isSelf={relationship.isSelf}
                name={profile.displayName}
              />
            ) : (
              <SavedPanel uid={profile.id} />
            )}
          </Tabs>
        </section>
      )}

      {relationship.isSelf ? (
        <EditProfileDialog
          profile={profile}
          open={dialog === 'edit'}
          onClose={() => setDialog(null)}
        />
      ) : (
        <BlockDialog profile={profile} open={dialog === 'block'} onClose={() => setDialog(null)} />
      )}
      {dialog === 'report' ? (
        <ReportDialog
          targetType="profile"
          targetId={profile.id}
          authorId={profile.id}
          authorName={profile.displayName}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {people ? (
        <PeopleDialog
          uid={profile.id}
          name={profile.displayName}
          which={people}
          onClose={() => setPeople(null)}
        />
      ) : null}
    </div>
  );
}

/** Profile (spec section 2): header, Posts and Saved, and what you can do with this member. */
export function Component() {
  const { uid = '' } = useParams();
  const query = useProfile(uid);
  const { t } = useTranslation(profileNs);
  const M = useMessages();

  if (query.isPending) {
    return (
      <div className="profile">
        <DocumentTitle title={t('page.title')} />
        <div className="profile-hero profile-hero--loading card" role="status">
          <span className="visually-hidden">{t('page.loading')}</span>
        </div>
        <PostSkeletons count={2} />
      </div>
    );
  }

  if (query.isError) {
    const missing = isApiError(query.error) && query.error.status === 404;
    return (
      <div className="profile">
        <DocumentTitle title={missing ? t('page.notFound') : t('page.title')} />
        {missing ? (
          <EmptyState
            level={1}
            icon={<CompassIcon />}
            title={t('page.notFound')}
            actions={
              <ButtonLink to="/dashboard" variant="primary">
                {t('page.back')}
              </ButtonLink>
            }
          >
            <p>{t('page.notFoundBody')}</p>
          </EmptyState>
        ) : (
          <>
            <h1 className="visually-hidden" tabIndex={-1} data-page-title="">
              {t('page.title')}
            </h1>
            <LoadError
              message={errorMessage(query.error, M.profileLoadFailed)}
              onRetry={() => void query.refetch()}
            />
          </>
        )}
      </div>
    );
  }

  if (query.data.relationship.blockedYou) {
    return (
      <div className="profile">
        <DocumentTitle title={t('page.unavailable')} />
        <EmptyState
          className="card profile-unavailable"
          level={1}
          icon={<ShieldIcon />}
          title={M.profileBlockedYou}
          actions={
            <ButtonLink to="/dashboard" variant="secondary">
              {t('page.back')}
            </ButtonLink>
          }
        />
      </div>
    );
  }

  // Keyed by member, so tabs and dialogs start fresh on another profile.
  return <ProfileContent key={uid} data={query.data} />;
}
