import { describe, expect, it } from 'vitest';
import { replyPlacement, shapeThreads, type ThreadedComment } from './comment-threads.ts';

const c = (id: string, parent: string | null = null, root: string | null = parent) =>
  ({ id, parentCommentId: parent, rootCommentId: root }) satisfies ThreadedComment;

describe('comment threads', () => {
  it('a reply to a comment answers it in its thread; a reply to a reply joins the same thread', () => {
    expect(replyPlacement(c('a'))).toEqual({ parentCommentId: 'a', rootCommentId: 'a' });
    expect(replyPlacement(c('b', 'a'))).toEqual({ parentCommentId: 'b', rootCommentId: 'a' });
    expect(replyPlacement(c('d', 'b', 'a'))).toEqual({ parentCommentId: 'd', rootCommentId: 'a' });
  });

  it('nests replies under their thread, keeping both orders oldest first', () => {
    const threads = shapeThreads([
      c('a'),
      c('b'),
      c('a1', 'a'),
      c('b1', 'b'),
      c('a2', 'a1', 'a'),
      c('c'),
    ]);
    expect(threads.map((t) => [t.root.id, t.replies.map((r) => r.id)])).toEqual([
      ['a', ['a1', 'a2']],
      ['b', ['b1']],
      ['c', []],
    ]);
    expect(threads.every((t) => !t.placeholder)).toBe(true);
  });

  it('keeps replies whose first comment is gone under one placeholder, where the first reply was', () => {
    const threads = shapeThreads([c('a'), c('x1', 'x'), c('b'), c('x2', 'x1', 'x')]);
    expect(threads.map((t) => [t.root.id, t.placeholder, t.replies.map((r) => r.id)])).toEqual([
      ['a', false, []],
      ['x', true, ['x1', 'x2']],
      ['b', false, []],
    ]);
  });

  it('shapes an empty list and a list without replies', () => {
    expect(shapeThreads([])).toEqual([]);
    expect(shapeThreads([c('a'), c('b')]).map((t) => t.root.id)).toEqual(['a', 'b']);
  });
});
