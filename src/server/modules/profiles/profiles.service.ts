import type { z } from 'zod';
import type {
  PeoplePage,
  PersonSummary,
  PostPage,
  ProfileResponse,
  updateProfileRequest,
} from '../../../shared/api/social.ts';
import { PROFILE_LIMITS } from '../../../shared/api/social.ts';
import {
  PEOPLE_LIST_PAGE,
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
import type { Database } from '../../../db/client.ts';
import type { User } from '../../../db/schema/users.ts';
import {
  isPeopleQueryLongEnough,
  rankPeopleSearch,
  rankShareSuggestions,
} from '../../../domain/social/people-ranking.ts';
import type { Clock } from '../../context.ts';
import { AppError, forbidden } from '../../errors.ts';
import { readCursor } from '../../read/paging.ts';
import { isHandleTakenByOther, replaceProfileImage, updateMemberProfile } from '../auth/index.ts';
import type { GraphService } from '../graph/index.ts';
import { mediaUrlOrNull, type MediaService, type ProfileImageKind } from '../media/index.ts';
import { renameAuthor, type PostsService } from '../posts/index.ts';
import { searchMembers } from './profiles.repository.ts';

type UpdateProfileInput = z.output<typeof updateProfileRequest>;
type ListPage = { cursor?: string | undefined; limit?: number };

/** Candidates read for people search before ranking (the spec shows 8). */
const PEOPLE_SEARCH_CANDIDATES = 60;

const optionalText = (value: string | undefined, previous: string | null) => {
  if (value === undefined) return previous;
  const trimmed = value.trim();
  return trimmed.length > 0 ? trimmed : null;
};

/** Profiles: what a member shows of themselves, edits, and how people find each other. */
export class ProfilesService {
  private readonly db: Database;
  private readonly clock: Clock;
  private readonly graph: GraphService;
  private readonly postsService: PostsService;
  private readonly media: MediaService;

  constructor(deps: {
    db: Database;
    clock: Clock;
    graph: GraphService;
    posts: PostsService;
    media: MediaService;
  }) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.graph = deps.graph;
    this.postsService = deps.posts;
    this.media = deps.media;
  }

  /**
   * Replaces the member's profile photo or header image with this image (cropped and
   * re-encoded by the media module). The old files go once the profile no longer points at
   * them; when pointing the profile at the new ones fails, the new files go instead.
   */
  async setImage(
    memberId: string,
    kind: ProfileImageKind,
    bytes: Uint8Array,
  ): Promise<ProfileResponse> {
    const stored = await this.media.storeProfileImage({ ownerId: memberId, kind, bytes });
    let previous: string[];
    try {
      previous = await this.db.transaction((tx) => replaceProfileImage(tx, memberId, kind, stored));
    } catch (error) {
      await this.media.discard(stored.path);
      throw error;
    }
    for (const path of previous) await this.media.discard(path);
    return this.profile(memberId, memberId);
  }

  /** Removes the member's profile photo or header image (and its files); initials return. */
  async removeImage(memberId: string, kind: ProfileImageKind): Promise<ProfileResponse> {
    await this.clearImage(memberId, kind);
    return this.profile(memberId, memberId);
  }

  /** The removal alone: also the administrator's, when a reported profile is removed. */
  async clearImage(memberId: string, kind: ProfileImageKind): Promise<void> {
    const previous = await this.db.transaction((tx) =>
      replaceProfileImage(tx, memberId, kind, null),
    );
    for (const path of previous) await this.media.discard(path);
  }

  async profile(viewerId: string, memberId: string): Promise<ProfileResponse> {
    const member = await this.graph.requireVisibleMember(memberId);
    const relationship = await this.graph.relationship(viewerId, memberId);
    // Spec: a block in either direction hides profile content; the name stays so the page can say why.
    const hidden = relationship.blockedByYou || relationship.blockedYou;
    const [posts, followers, following] = hidden
      ? [0, 0, 0]
      : await Promise.all([
          this.postsService.countByAuthor(memberId),
          this.graph.counts(memberId).then((counts) => counts.followers),
          this.graph.counts(memberId).then((counts) => counts.following),
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
        avatarUrl: hidden ? null : mediaUrlOrNull(member.avatarPath),
        headerUrl: hidden ? null : mediaUrlOrNull(member.headerPath),
        allowDms: member.allowDms,
        createdAt: member.createdAt.toISOString(),
        counts: { posts, followers, following },
      },
      relationship,
    };
  }

  async posts(viewerId: string, memberId: string, page: ListPage = {}): Promise<PostPage> {
    const cursor = readCursor(page.cursor);
    await this.graph.requireVisibleMember(memberId);
    await this.graph.assertNotBlocked(viewerId, memberId);
    return this.postsService.byAuthor(viewerId, memberId, {
      cursor,
      limit: page.limit ?? PROFILE_POSTS_LIMIT,
    });
  }

  /** Spec: the Saved tab is the owner's alone. */
  async saved(viewerId: string, memberId: string, page: ListPage = {}): Promise<PostPage> {
    const cursor = readCursor(page.cursor);
    if (viewerId !== memberId) throw forbidden('saved_private', MESSAGES.postNotAvailable);
    return this.postsService.savedBy(viewerId, {
      cursor,
      limit: page.limit ?? PROFILE_POSTS_LIMIT,
    });
  }

  /** A page of the member's followers (`which: 'followers'`) or of whom they follow. */
  async people(
    viewerId: string,
    memberId: string,
    which: 'followers' | 'following',
    page: ListPage = {},
  ): Promise<PeoplePage> {
    const cursor = readCursor(page.cursor);
    await this.graph.requireVisibleMember(memberId);
    if (viewerId !== memberId) await this.graph.assertNotBlocked(viewerId, memberId);
    return this.graph.people(viewerId, memberId, which, {
      cursor,
      limit: page.limit ?? PEOPLE_LIST_PAGE,
    });
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
    const changes = {
      displayName,
      handle,
      headline: optionalText(input.headline, member.headline),
      bio: optionalText(input.bio, member.bio),
      location: optionalText(input.location, member.location),
      themeColor:
        input.themeColor === undefined ? member.themeColor : normalizeThemeColor(input.themeColor),
      tags,
      tagsUpdatedAt: input.tags === undefined ? member.tagsUpdatedAt : this.clock(),
    };
    // One transaction: the profile and the name shown on the member's posts and comments.
    await this.db.transaction(async (tx) => {
      await updateMemberProfile(tx, member.id, changes);
      if (displayName !== member.displayName) await renameAuthor(tx, member.id, displayName);
    });
    return this.profile(member.id, member.id);
  }

  async searchPeople(viewerId: string, query: string): Promise<PersonSummary[]> {
    if (!isPeopleQueryLongEnough(query)) return [];
    const candidates = await searchMembers(
      this.db,
      viewerId,
      query.trim().replace(/^@/, ''),
      PEOPLE_SEARCH_CANDIDATES,
    );
    return rankPeopleSearch(candidates, query).map(
      ({ id, displayName, handle, headline, avatarUrl }) => ({
        id,
        displayName,
        handle,
        headline,
        avatarUrl,
      }),
    );
  }

  async shareSuggestions(viewerId: string, query: string): Promise<PersonSummary[]> {
    const followed = await this.graph.followedPeople(viewerId, SHARE_SUGGESTIONS_LOAD);
    return rankShareSuggestions(followed, query);
  }
}
