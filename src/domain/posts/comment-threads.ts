// Threaded replies, one level deep as on Instagram and Threads: a reply to a reply joins the
// thread of the comment that started it (its root), and says whom it answers ("Replying to @x").
// Pure: the server stores parent and root; the web app shapes the comments it has loaded.

export interface ThreadedComment {
  id: string;
  parentCommentId?: string | null | undefined;
  rootCommentId?: string | null | undefined;
}

/** Where a reply to `parent` goes: it answers the parent, in the parent's thread. */
export function replyPlacement(parent: ThreadedComment): {
  parentCommentId: string;
  rootCommentId: string;
} {
  return { parentCommentId: parent.id, rootCommentId: parent.rootCommentId ?? parent.id };
}

export type Thread<C extends ThreadedComment> =
  | { root: C; replies: C[]; placeholder: false }
  /** The thread's first comment was deleted or is hidden from the viewer: its replies stay. */
  | { root: { id: string }; replies: C[]; placeholder: true };

/**
 * The comments (oldest first) as threads: each comment on the post with its replies under it,
 * oldest first. Replies whose first comment is missing (deleted, hidden, or not loaded) keep
 * their place under a placeholder where their first reply was.
 */
export function shapeThreads<C extends ThreadedComment>(comments: readonly C[]): Thread<C>[] {
  const isRoot = (comment: C) =>
    comment.rootCommentId == null || comment.rootCommentId === comment.id;
  const roots = new Map<string, C>();
  for (const comment of comments)
    if (isRoot(comment) && !roots.has(comment.id)) roots.set(comment.id, comment);
  const threads: Thread<C>[] = [];
  const byRoot = new Map<string, Thread<C>>();
  const threadOf = (rootId: string): Thread<C> => {
    let thread = byRoot.get(rootId);
    if (!thread) {
      const root = roots.get(rootId);
      thread = root
        ? { root, replies: [], placeholder: false }
        : { root: { id: rootId }, replies: [], placeholder: true };
      byRoot.set(rootId, thread);
      threads.push(thread);
    }
    return thread;
  };
  for (const comment of comments) {
    if (isRoot(comment)) threadOf(comment.id);
    else threadOf(comment.rootCommentId ?? comment.id).replies.push(comment);
  }
  return threads;
}
