// Server state for posts: query keys, reads, and mutations that keep every cached copy of a post
// in agreement (the same post can sit in the timeline, the Following block, a profile, search
// results, the detail page and a Suggested list at once).
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { FEED_API, SOCIAL_API } from '../../../shared/api/paths.ts';
import type {
  CommentList,
  CommentResponse,
  CommentView,
  CreatePostRequest,
  PeopleList,
  PostList,
  PostPage,
  PostResponse,
  PostView,
  ShareResponse,
  SharePostRequest,
  ToggleResponse,
} from '../../../shared/api/social.ts';
import { HOME_TIMELINE_PAGE } from '../../../shared/constants.ts';
import { makeReason, point } from '../../../shared/explain/compose.ts';
import { api } from '../../lib/api-client.ts';
import { takeEarly, takeReady } from '../../lib/early-requests.ts';
import { withCountedViews } from './counted-views.ts';

/** Every query that holds posts lives under 'posts', so one walk finds each copy of a post. */
export const postKeys = {
  all: ['posts'] as const,
  timeline: () => ['posts', 'timeline'] as const,
  home: () => ['posts', 'home'] as const,
  following: () => ['posts', 'following'] as const,
  detail: (id: string) => ['posts', 'detail', id] as const,
  related: (id: string) => ['posts', 'related', id] as const,
  byAuthor: (uid: string) => ['posts', 'author', uid] as const,
  saved: (uid: string) => ['posts', 'saved', uid] as const,
  search: (q: string) => ['posts', 'search', q] as const,
};

export const commentKeys = {
  all: ['comments'] as const,
  forPost: (postId: string) => ['comments', postId] as const,
};

export const peopleSearchKeys = {
  all: ['people-search'] as const,
  forQuery: (q: string) => ['people-search', q] as const,
};

export const shareSuggestionKeys = {
  all: ['share-suggestions'] as const,
  forQuery: (q: string) => ['share-suggestions', q] as const,
};

// ---- Walking the cache ----

type PostMapper = (post: PostView) => PostView | null;

function mapList(posts: readonly PostView[], fn: PostMapper): PostView[] | null {
  let changed = false;
  const next: PostView[] = [];
  for (const post of posts) {
    const mapped = fn(post);
    if (mapped !== post) changed = true;
    if (mapped) next.push(mapped);
  }
  return changed ? next : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/**
 * Applies `fn` to each post in any post-bearing shape: a page list (infinite query), `{posts}` or
 * `{post}`. Returning null drops the post from lists (a single post is left as it is). Keeps the
 * same object when nothing changed, so untouched screens do not re-render.
 */
export function mapCachedPosts(data: unknown, fn: PostMapper): unknown {
  if (!isRecord(data)) return data;
  if (Array.isArray(data.pages)) {
    const infinite = data as unknown as InfiniteData<PostPage>;
    let changed = false;
    const pages = infinite.pages.map((page) => {
      const posts = mapList(page.posts, fn);
      if (!posts) return page;
      changed = true;
      return { ...page, posts };
    });
    return changed ? { ...infinite, pages } : data;
  }
  if (Array.isArray(data.posts)) {
    const posts = mapList(data.posts as PostView[], fn);
    return posts ? { ...data, posts } : data;
  }
  if (isRecord(data.post)) {
    const mapped = fn(data.post as PostView);
    return mapped && mapped !== data.post ? { ...data, post: mapped } : data;
  }
  return data;
}

/** Updates one post wherever it is cached. */
export function updateCachedPost(
  queryClient: QueryClient,
  postId: string,
  update: (post: PostView) => PostView,
): void {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) =>
    mapCachedPosts(data, (post) => (post.id === postId ? update(post) : post)),
  );
}

/** Drops posts from every cached list (the detail page of a dropped post is left alone). */
export function removeCachedPosts(
  queryClient: QueryClient,
  shouldRemove: (post: PostView) => boolean,
): void {
  queryClient.setQueriesData({ queryKey: postKeys.all }, (data: unknown) =>
    mapCachedPosts(data, (post) => (shouldRemove(post) ? null : post)),
  );
}

// ---- Reads ----

export function useTimeline() {
  return useInfiniteQuery({
    queryKey: postKeys.timeline(),
    queryFn: ({ pageParam, signal }) =>
      api.get<PostPage>(SOCIAL_API.posts, {
        query: { cursor: pageParam, limit: HOME_TIMELINE_PAGE },
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}

/** The ranked home feed (issue 11): Load More pages through the ranking frozen at page 1. */
export function useHomeFeed() {
  return useInfiniteQuery({
    queryKey: postKeys.home(),
    queryFn: ({ pageParam, signal }) => {
      const ask = () =>
        api.get<PostPage>(FEED_API.home, {
          query: pageParam ? { cursor: pageParam } : {},
          signal,
        });
      // Page 1 may already be on its way (lib/early-requests.ts); if that failed, ask again.
      const early = pageParam ? null : takeEarly<PostPage>(FEED_API.home);
      return early ? early.catch(ask) : ask();
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Page 1 may have come in the page itself: the first render shows it, with no request.
    initialData: () => {
      const page = takeReady<PostPage>(FEED_API.home);
      return page ? { pages: [page], pageParams: [undefined] } : undefined;
    },
  });
}

function usePostList(queryKey: readonly unknown[], path: string, enabled = true) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<PostList>(path, { signal }),
    enabled,
  });
}

export function useFollowingFeed() {
  return usePostList(postKeys.following(), SOCIAL_API.followingFeed);
}

export function useRelatedPosts(postId: string, enabled: boolean) {
  return usePostList(postKeys.related(postId), SOCIAL_API.postRelated(postId), enabled);
}

/** A paged list of posts (issue 28): the first page is the server's size; Load more reads on. */
function usePostPages(queryKey: readonly unknown[], path: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      api.get<PostPage>(path, { query: pageParam ? { cursor: pageParam } : {}, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
}

export function useAuthorPosts(uid: string, enabled: boolean) {
  return usePostPages(postKeys.byAuthor(uid), SOCIAL_API.profilePosts(uid), enabled);
}

export function useSavedPosts(uid: string, enabled: boolean) {
  return usePostPages(postKeys.saved(uid), SOCIAL_API.profileSaved(uid), enabled);
}

export function usePost(postId: string) {
  return useQuery({
    queryKey: postKeys.detail(postId),
    queryFn: async ({ signal }) => {
      const answer = await api.get<PostResponse>(SOCIAL_API.post(postId), { signal });
      return { ...answer, post: withCountedViews(answer.post) };
    },
  });
}

// ---- Writes ----

export function useCreatePost(authorId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreatePostRequest) => api.post<PostResponse>(SOCIAL_API.posts, request),
    onSuccess: ({ post }) => {
      // Newest first: the new post leads the timeline at once, without a refetch.
      queryClient.setQueryData<InfiniteData<PostPage>>(postKeys.timeline(), (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        return { ...data, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
      });
      // The ranked feed keeps its frozen order; your new post sits on top until it refreshes.
      queryClient.setQueryData<InfiniteData<PostPage>>(postKeys.home(), (data) => {
        const [first, ...rest] = data?.pages ?? [];
        if (!data || !first) return data;
        const own = {
          ...post,
          reason: makeReason('own', 'own-new', {}, [point('own')], []),
        };
        return { ...data, pages: [{ ...first, posts: [own, ...first.posts] }, ...rest] };
      });
      void queryClient.invalidateQueries({ queryKey: postKeys.byAuthor(authorId) });
    },
  });
}

export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (postId: string) => api.delete<undefined>(SOCIAL_API.post(postId)),
    onSuccess: (_data, postId) => {
      removeCachedPosts(queryClient, (post) => post.id === postId);
      queryClient.removeQueries({ queryKey: postKeys.detail(postId) });
      queryClient.removeQueries({ queryKey: commentKeys.forPost(postId) });
    },
  });
}

export type PostToggleKind = 'echo' | 'save';

const TOGGLES = {
  echo: { flag: 'echoed', metric: 'echoes', path: SOCIAL_API.postEcho },
  save: { flag: 'saved', metric: 'saves', path: SOCIAL_API.postSave },
} as const;

/** Sets the flag and moves the counter by exactly one (or to the server's count when given). */
function setToggle(
  queryClient: QueryClient,
  kind: PostToggleKind,
  postId: string,
  on: boolean,
  count?: number,
): void {
  const { flag, metric } = TOGGLES[kind];
  updateCachedPost(queryClient, postId, (post) => {
    if (post[flag] === on && count === undefined) return post;
    const moved = post.metrics[metric] + (on === post[flag] ? 0 : on ? 1 : -1);
    return {
      ...post,
      [flag]: on,
      metrics: { ...post.metrics, [metric]: Math.max(0, count ?? moved) },
    };
  });
}

interface ToggleVariables {
  postId: string;
  on: boolean;
}

/**
 * Echo or save (spec section 4): the card flips at once and its counter moves by one; on failure
 * it flips back without a word (failures are swallowed).
 */
export function usePostToggle(kind: PostToggleKind) {
  const queryClient = useQueryClient();
  const mutationKey = ['post-toggle', kind] as const;
  return useMutation({
    mutationKey,
    mutationFn: ({ postId, on }: ToggleVariables) => {
      const path = TOGGLES[kind].path(postId);
      return on ? api.put<ToggleResponse>(path) : api.delete<ToggleResponse>(path);
    },
    onMutate: ({ postId, on }) => setToggle(queryClient, kind, postId, on),
    onError: (_error, { postId, on }) => setToggle(queryClient, kind, postId, !on),
    onSuccess: (result, { postId }) => {
      // Only the last of several quick taps on one post may settle the count.
      const pending = queryClient.isMutating({
        mutationKey,
        predicate: (mutation) =>
          (mutation.state.variables as ToggleVariables | undefined)?.postId === postId,
      });
      if (pending <= 1) setToggle(queryClient, kind, postId, result.on, result.count);
    },
  });
}

// ---- Comments ----

type CommentPages = InfiniteData<CommentList, unknown>;

/**
 * A post's comments (issue 28): the first page is the newest 50, each page oldest first; the
 * next page holds older ones ("Load earlier comments"). `comments` reads oldest to newest.
 */
export function useComments(postId: string, enabled: boolean) {
  const query = useInfiniteQuery({
    queryKey: commentKeys.forPost(postId),
    queryFn: ({ pageParam, signal }) =>
      api.get<CommentList>(SOCIAL_API.postComments(postId), {
        query: pageParam ? { cursor: pageParam } : {},
        signal,
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    enabled,
  });
  const comments = query.data ? oldestFirst(query.data) : undefined;
  return { ...query, comments };
}

/** The pages run newest to oldest; each page is oldest first. */
export function oldestFirst(data: CommentPages): CommentView[] {
  return [...data.pages].reverse().flatMap((page) => page.comments);
}

export function useAddComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    // A reply names the comment it answers (issue 28).
    mutationFn: (input: string | { text: string; parentCommentId?: string | null }) =>
      api.post<CommentResponse>(
        SOCIAL_API.postComments(postId),
        typeof input === 'string' ? { text: input } : input,
      ),
    onSuccess: ({ comment, responses }) => {
      // The newest page is the first: the new comment joins its end (the bottom of the list).
      queryClient.setQueryData<CommentPages>(commentKeys.forPost(postId), (data) => {
        const [newest, ...older] = data?.pages ?? [];
        if (!data || !newest) return data;
        if (data.pages.some((page) => page.comments.some((c) => c.id === comment.id))) return data;
        return {
          ...data,
          pages: [{ ...newest, comments: [...newest.comments, comment] }, ...older],
        };
      });
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        metrics: { ...post.metrics, responses },
      }));
    },
  });
}

export function useDeleteComment(postId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (commentId: string) => api.delete<undefined>(SOCIAL_API.comment(commentId)),
    onSuccess: (_data, commentId) => {
      queryClient.setQueryData<CommentPages>(commentKeys.forPost(postId), (data) =>
        data
          ? {
              ...data,
              pages: data.pages.map((page) => ({
                ...page,
                comments: page.comments.filter((c) => c.id !== commentId),
              })),
            }
          : data,
      );
      updateCachedPost(queryClient, postId, (post) => ({
        ...post,
        metrics: { ...post.metrics, responses: Math.max(0, post.metrics.responses - 1) },
      }));
    },
  });
}

// ---- Sharing ----

export function useShareSuggestions(q: string, enabled: boolean) {
  return useQuery({
    queryKey: shareSuggestionKeys.forQuery(q),
    queryFn: ({ signal }) =>
      api.get<PeopleList>(SOCIAL_API.shareSuggestions, { query: { q }, signal }),
    enabled,
    placeholderData: (previous) => previous,
  });
}

/** People search (name or @handle) for the share dialog, beyond the people the member follows. */
export function useSharePeopleSearch(q: string, enabled: boolean) {
  return useQuery({
    queryKey: peopleSearchKeys.forQuery(q),
    queryFn: ({ signal }) => api.get<PeopleList>(SOCIAL_API.searchPeople, { query: { q }, signal }),
    enabled: enabled && q.length > 0,
    placeholderData: (previous) => previous,
    staleTime: 30_000,
  });
}

export function useSharePost(postId: string) {
  return useMutation({
    mutationFn: (request: SharePostRequest) =>
      api.post<ShareResponse>(SOCIAL_API.postShare(postId), request),
  });
}
