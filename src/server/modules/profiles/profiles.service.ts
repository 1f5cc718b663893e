import type { z } from 'zod';
import type {
  PersonSummary,
  PostView,
  ProfileResponse,
  Relationship,
  updateProfileRequest,
} from '../../../shared/api/social.ts';
import { PROFILE_LIMITS } from '../../../shared/api/social.ts';
import {
  PROFILE_POSTS_LIMIT,
  SHARE_SUGGESTIONS_LOAD,
  TAGS_MAX,
} from '../../../shared/constants.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  displayNameOrFallback,
  normalizeHandle,
  normalizeThemeColor,
  parseTags,
} from '../../../shared/validation/profile.ts';
import type { User } from '../../../db/schema/users.ts';
import {
  isPeopleQueryLongEnough,
  rankPeopleSearch,
  rankShareSuggestions,
} from '../../../domain/social/people-ranking.ts';
import type { AppContext } from '../../context.ts';
import { AppError, forbidden } from '../../errors.ts';
import {
  countPostsByAuthor,
  listPostsByAuthor,
  listSavedPosts,
} from '../posts/posts.repository.ts';
import { toPostView } from '../posts/posts.service.ts';
import {
  countFollowers,
  countFollowing,
  deleteBlock,
  deleteFollow,
  findVisibleMember,
  insertBlock,
  insertFollow,
  insertNotification,
  isFollowing,
  listBlockedMembers,
  listFollowedPeople,
  readBlockStatus,
} from '../social/social.repository.ts';
import { isHandleTakenByOther, searchMembers, updateProfile } from './profiles.repository.ts';

type UpdateProfileInput = z.output<typeof updateProfileRequest>;

/** Candidates read for people search before ranking (the spec shows 8). */
const PEOPLE_SEARCH_CANDIDATES = 60;

const invalidTarget = () => new AppError(400, 'invalid_target_user', MESSAGES.invalidTargetUser);
const optionalText = (value: string | undefined, previous: string | null) => {
  if (value === undefined) return previous;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
};

/** Profiles, the follow graph and blocks: who may see and do what between two members. */
export class ProfilesService {
  private readonly ctx: AppContext;

  constructor(deps: { ctx: AppContext }) {
    this.ctx = deps.ctx;
  }

  private get db() {
    return this.ctx.database.db;
  }

  private async requireMember(memberId: string): Promise<User> {
    const member = await findVisibleMember(this.db, memberId);
    if (!member) throw new AppError(404, 'invalid_target_user', MESSAGES.invalidTargetUser);
    return member;
  }

  async relationship(viewerId: string, otherId: string): Promise<Relationship> {
    if (viewerId === otherId)
      return {
        isSelf: true,
        following: false,
        followsYou: false,
        blockedByYou: false,
        blockedYou: false,
      };
    const [status, following, followsYou] = await Promise.all([
      readBlockStatus(this.db, viewerId, otherId),
      isFollowing(this.db, viewerId, otherId),
      isFollowing(this.db, otherId, viewerId),
    ]);
    return { isSelf: false, following, followsYou, ...status };
  }

  async profile(viewerId: string, memberId: string): Promise<ProfileResponse> {
    const member = await this.requireMember(memberId);
    const relationship = await this.relationship(viewerId, memberId);
    // Spec: a block in either direction hides profile content; the name stays so the page can say why.
    const hidden = relationship.blockedByYou || relationship.blockedYou;
    const [posts, followers, following] = hidden
      ? [0, 0, 0]
      : await Promise.all([
          countPostsByAuthor(this.db, memberId),
          countFollowers(this.db, memberId),
          countFollowing(this.db, memberId),
        ]);
    return {
      profile: {
        id: member.id,
        username: member.username,
        handle: member.handle,
        displayName: member.displayName,
        headline: hidden ? null : member.headline,
        bio: hidden ? null : member.bio,
        location: hidden ? null : member.location,
        tags: hidden ? [] : member.tags.slice(0, TAGS_MAX),
        themeColor: member.themeColor,
        allowDms: member.allowDms,
        createdAt: member.createdAt.toISOString(),
        counts: { posts, followers, following },
      },
      relationship,
    };
  }

  private async assertNotBlocked(viewerId: string, memberId: string) {
    const status = await readBlockStatus(this.db, viewerId, memberId);
    if (status.blockedByYou) throw forbidden('blocked_by_you', MESSAGES.profileYouBlocked);
    if (status.blockedYou) throw forbidden('blocked_you', MESSAGES.profileBlockedYou);
  }

  async posts(viewerId: string, memberId: string): Promise<PostView[]> {
    await this.requireMember(memberId);
    await this.assertNotBlocked(viewerId, memberId);
    const rows = await listPostsByAuthor(this.db, viewerId, memberId, PROFILE_POSTS_LIMIT);
    return rows.map((row) => toPostView(row, viewerId, { kind: 'profile' }));
  }

  /** Spec: the Saved tab is the owner's alone. */
  async saved(viewerId: string, memberId: string): Promise<PostView[]> {
    if (viewerId !== memberId) throw forbidden('saved_private', MESSAGES.postNotAvailable);
    const rows = await listSavedPosts(this.db, viewerId, PROFILE_POSTS_LIMIT);
    return rows.map((row) => toPostView(row, viewerId, { kind: 'saved' }));
  }

  async update(member: User, input: UpdateProfileInput): Promise<ProfileResponse> {
    const handle =
      input.handle === undefined ? member.handle : normalizeHandle(input.handle, member.handle);
    if (handle !== member.handle && (await isHandleTakenByOther(this.db, handle, member.id)))
      throw new AppError(409, 'handle_taken', MESSAGES.handleTaken, 'handle');
    const tags =
      input.tags === undefined
        ? member.tags
        : parseTags(input.tags)
            .map((tag) => tag.slice(0, PROFILE_LIMITS.tag))
            .slice(0, TAGS_MAX);
    const displayName = displayNameOrFallback(input.displayName, member.displayName);
    await updateProfile(
      this.db,
      member.id,
      {
        displayName,
        handle,
        headline: optionalText(input.headline, member.headline),
        bio: optionalText(input.bio, member.bio),
        location: optionalText(input.location, member.location),
        themeColor:
          input.themeColor === undefined
            ? member.themeColor
            : normalizeThemeColor(input.themeColor),
        tags,
        tagsUpdatedAt: input.tags === undefined ? member.tagsUpdatedAt : this.ctx.clock(),
      },
      displayName !== member.displayName,
    );
    return this.profile(member.id, member.id);
  }

  async follow(viewer: User, memberId: string, on: boolean) {
    if (memberId === viewer.id) throw invalidTarget();
    const member = await this.requireMember(memberId);
    if (on) {
      await this.assertNotBlocked(viewer.id, memberId);
      const created = await insertFollow(this.db, viewer.id, memberId, this.ctx.clock());
      if (created)
        await insertNotification(this.db, {
          userId: member.id,
          kind: 'follow',
          title: 'New follower',
          body: `${viewer.displayName} (@${viewer.handle}) started following you.`,
          link: `/u/${viewer.id}`,
          createdAt: this.ctx.clock(),
        });
    } else {
      await deleteFollow(this.db, viewer.id, memberId);
    }
    return { on, count: await countFollowers(this.db, memberId) };
  }

  /** Spec: the target must exist and not be yourself ('Invalid target user'). */
  async block(viewerId: string, memberId: string, on: boolean) {
    if (memberId === viewerId) throw invalidTarget();
    const member = await findVisibleMember(this.db, memberId);
    if (!member) throw invalidTarget();
    if (on) await insertBlock(this.db, viewerId, memberId, this.ctx.clock());
    else await deleteBlock(this.db, viewerId, memberId);
    return { relationship: await this.relationship(viewerId, memberId) };
  }

  blocked(viewerId: string): Promise<PersonSummary[]> {
    return listBlockedMembers(this.db, viewerId);
  }

  async searchPeople(viewerId: string, query: string): Promise<PersonSummary[]> {
    if (!isPeopleQueryLongEnough(query)) return [];
    const candidates = await searchMembers(
      this.db,
      viewerId,
      query.trim().replace(/^@/, ''),
      PEOPLE_SEARCH_CANDIDATES,
    );
    return rankPeopleSearch(candidates, query).map(({ id, displayName, handle, headline }) => ({
      id,
      displayName,
      handle,
      headline,
    }));
  }

  async shareSuggestions(viewerId: string, query: string): Promise<PersonSummary[]> {
    const followed = await listFollowedPeople(this.db, viewerId, SHARE_SUGGESTIONS_LOAD);
    return rankShareSuggestions(followed, query);
  }
}
