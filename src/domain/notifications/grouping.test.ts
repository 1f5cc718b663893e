import { describe, expect, it } from 'vitest';
import { groupKeyOf, groupNotifications, withGroupKey } from './grouping.ts';

const DAY = 86_400_000;
const noon = Date.UTC(2026, 10, 28, 12);

describe('groupKeyOf', () => {
  const row = (over: Partial<Parameters<typeof groupKeyOf>[0]> = {}) => ({
    id: 'n1',
    kind: 'echo',
    link: '/post/p1',
    actorId: 'a1',
    createdAt: new Date(noon),
    ...over,
  });

  it('groups a kind about one post within one UTC day, whoever acted', () => {
    expect(groupKeyOf(row())).toBe(groupKeyOf(row({ id: 'n2', actorId: 'a2' })));
    expect(groupKeyOf(row())).toBe(
      groupKeyOf(row({ id: 'n2', createdAt: new Date(noon + 11 * 3_600_000) })),
    );
  });

  it('keeps apart other posts, other kinds and other days', () => {
    const key = groupKeyOf(row());
    expect(groupKeyOf(row({ id: 'n2', link: '/post/p2' }))).not.toBe(key);
    expect(groupKeyOf(row({ id: 'n2', kind: 'save' }))).not.toBe(key);
    expect(groupKeyOf(row({ id: 'n2', createdAt: new Date(noon + DAY) }))).not.toBe(key);
  });

  it('groups follows by the member (their links name each follower)', () => {
    expect(groupKeyOf(row({ kind: 'follow', link: '/u/a1' }))).toBe(
      groupKeyOf(row({ id: 'n2', kind: 'follow', link: '/u/a2', actorId: 'a2' })),
    );
  });

  it('never groups mentions, replies, team notices or rows without a member', () => {
    for (const kind of ['mention', 'reply', 'moderation', 'invite_accepted'])
      expect(groupKeyOf(row({ kind }))).not.toBe(groupKeyOf(row({ id: 'n2', kind })));
    expect(groupKeyOf(row({ actorId: null }))).not.toBe(
      groupKeyOf(row({ id: 'n2', actorId: null })),
    );
  });

  it('adds the key to the row an insert writes, keeping the rest', () => {
    const written = withGroupKey({ ...row(), title: 'New echo' });
    expect(written).toEqual({ ...row(), title: 'New echo', groupKey: groupKeyOf(row()) });
  });
});

describe('groupNotifications', () => {
  const actor = (id: string) => ({ id, name: id.toUpperCase() });
  const row = (id: string, groupKey: string, actorId: string | null, read = false) => ({
    id,
    groupKey,
    read,
    createdAt: new Date(noon),
    actorId,
    actor: actorId ? actor(actorId) : null,
  });

  it('keeps the order of the newest rows, the head standing for its group', () => {
    const groups = groupNotifications([
      row('n5', 'g1', 'a'),
      row('n4', 'g2', 'b'),
      row('n3', 'g1', 'c'),
    ]);
    expect(groups.map((g) => [g.head.id, g.ids])).toEqual([
      ['n5', ['n5', 'n3']],
      ['n4', ['n4']],
    ]);
  });

  it('counts distinct members and draws the newest three', () => {
    const [group] = groupNotifications([
      row('n6', 'g', 'a'),
      row('n5', 'g', 'b'),
      row('n4', 'g', 'a'),
      row('n3', 'g', 'c'),
      row('n2', 'g', 'd'),
      row('n1', 'g', 'e'),
    ]);
    expect(group!.actorCount).toBe(5);
    expect(group!.actors.map((a) => a.id)).toEqual(['a', 'b', 'c']);
  });

  it('is read only when every row is', () => {
    const groups = groupNotifications([
      row('n3', 'g1', 'a', true),
      row('n2', 'g1', 'b', false),
      row('n1', 'g2', 'c', true),
    ]);
    expect(groups.map((g) => g.read)).toEqual([false, true]);
  });

  it('leaves a team notice without members', () => {
    const [group] = groupNotifications([row('n1', 'one:n1', null)]);
    expect(group).toMatchObject({ actorCount: 0, actors: [] });
  });
});
