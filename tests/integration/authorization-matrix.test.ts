import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_API,
  ADMIN_API,
  INBOX_API,
  MUTE_API,
  SETTINGS_API,
  SOCIAL_API,
} from '../../src/shared/api/paths.ts';
import { MESSAGES } from '../../src/shared/messages.ts';
import {
  authedHeaders,
  botCheck,
  founderCode,
  memberInput,
  signUpMember,
  type SignedUpMember,
} from '../factories/members.ts';
import { createPost, makeImage, multipartBody, postUpload } from '../factories/posts.ts';
import { ADMIN_ENV, ADMIN_HEADERS } from '../support/admin.ts';
import { createTestApp, SPA_WRITE_HEADERS, type TestApp } from '../support/test-app.ts';

// Issue 17, hostile input and access: every registered route (app.routeAccess, so a new route
// without a row below fails this test) × every kind of caller, with real objects owned by
// "member" in the path and a valid body, so each call reaches the authorization check. The
// expected statuses follow the route's access level (docs/architecture.md) and the object rules
// of docs/decisions.md: blocks answer 403 with the spec's messages, someone else's message or
// notification is a 404 like a missing one, banned members have no session.

const CALLERS = ['anonymous', 'admin', 'banned', 'blocked', 'other', 'member'] as const;
type Caller = (typeof CALLERS)[number];
type Expected = Record<Caller, number | readonly number[]>;

interface Member extends SignedUpMember {
  /** A Bearer account token minted while the member was in good standing. */
  token: string;
  password: string;
}

interface Fixtures {
  member: Member;
  other: Member;
  blocked: Member;
  banned: Member;
  /** Not part of the matrix: a share recipient and the targets of the admin's ban and delete. */
  friend: Member;
  banTarget: Member;
  deleteTarget: Member;
  postId: string;
  postImagePath: string;
  messageImagePath: string;
  notificationId: string;
  contactMessageId: string;
  feedbackId: string;
  /** Written by "banned" before the ban: a post, and a comment on the member's post. */
  bannedPostId: string;
  bannedCommentId: string;
}

interface Call {
  path: string;
  body?: unknown;
  /** A multipart body (uploads). */
  multipart?: { payload: Buffer; contentType: string };
}

interface Case {
  /** Names the variant when a route has several (the media route serves several kinds of file). */
  label?: string;
  /**
   * read first, then writes, then writes that change who may see what (undone at once), then
   * password changes and account deletion, and sign-out at the very end.
   */
  phase: (typeof PHASES)[number];
  call: (f: Fixtures, caller: Caller) => Call | Promise<Call>;
  expect: Expected;
  /** A further check of an expected answer: returns what is wrong, or null. */
  verify?: (res: LightMyRequestResponse, caller: Caller) => string | null;
}

/** Everyone, signed in or not, gets the same answer. */
const everyone = (status: number | readonly number[]): Expected => ({
  anonymous: status,
  admin: status,
  banned: status,
  blocked: status,
  other: status,
  member: status,
});

/**
 * A member route: no session (anonymous, the administrator's Basic credentials alone, a banned
 * member whose sessions ended) is 401; the three members get what the object rules say.
 */
const members = (
  member: number | readonly number[],
  other: number | readonly number[] = member,
  blocked: number | readonly number[] = other,
): Expected => ({ anonymous: 401, admin: 401, banned: 401, blocked, other, member });

/** An admin route: only the administrator's HTTP Basic credentials. */
const adminOnly = (status: number): Expected => ({
  anonymous: 401,
  admin: status,
  banned: 401,
  blocked: 401,
  other: 401,
  member: 401,
});

const PHASES = ['read', 'write', 'last', 'account', 'end'] as const;

const read = (path: string, expect: Expected): Case => ({
  phase: 'read',
  call: () => ({ path }),
  expect,
});

let counter = 0;
const unique = () => {
  counter += 1;
  return `${counter}-${process.pid}`;
};

/** Checks the spec's block message in the blocked member's answer. */
const saysWhenBlocked =
  (message: string) =>
  (res: LightMyRequestResponse, caller: Caller): string | null =>
    caller === 'blocked' && res.body && res.json().error?.message !== message ? res.body : null;

/** The member the caller is, when it is one. */
function memberOf(f: Fixtures, caller: Caller): Member | null {
  return caller === 'anonymous' || caller === 'admin' ? null : f[caller];
}

/**
 * One row per registered route (HEAD routes are checked against their GET row). A route that is
 * registered but missing here, or listed here but no longer registered, fails the test.
 */
function routeTable(t: TestApp): Record<string, Case | Case[]> {
  const app = t.app;
  const freshPost = async (f: Fixtures) =>
    (await createPost(app, f.member.cookie, { content: `Fresh ${unique()}` })).id;
  return {
    'GET /api/health': read('/api/health', everyone(200)),
    'GET /api/me': read(ACCOUNT_API.me, everyone(200)),
    'GET /api/auth/signup-status': read(ACCOUNT_API.signupStatus, everyone(200)),
    'GET /api/auth/challenge': read(ACCOUNT_API.challenge, everyone(200)),
    'POST /api/auth/signup': {
      phase: 'write',
      call: async () => ({
        path: ACCOUNT_API.signup,
        body: { ...memberInput(await founderCode(t.ctx)), altcha: await botCheck(app) },
      }),
      expect: everyone(201),
    },
    'POST /api/auth/signin': {
      phase: 'write',
      call: (f) => ({
        path: ACCOUNT_API.signin,
        body: { email: f.friend.input.email, password: f.friend.password },
      }),
      expect: everyone(200),
    },
    'POST /api/auth/signout': {
      phase: 'end',
      call: () => ({ path: ACCOUNT_API.signout }),
      expect: everyone(204),
    },
    'POST /api/auth/password-reset': {
      phase: 'write',
      call: async (f, caller) => ({
        path: ACCOUNT_API.passwordReset,
        body: {
          email: memberOf(f, caller)?.input.email ?? `nobody-${unique()}@example.com`,
          altcha: await botCheck(app),
        },
      }),
      expect: everyone(202),
    },
    'POST /api/auth/password-reset/confirm': {
      phase: 'write',
      call: () => ({
        path: ACCOUNT_API.passwordResetConfirm,
        body: { token: 'not-a-reset-token', password: 'a new password' },
      }),
      expect: everyone(400),
    },
    'POST /api/me/welcome': {
      phase: 'write',
      call: () => ({ path: ACCOUNT_API.welcomeDone }),
      expect: members(200),
    },
    'GET /api/invites': read(ACCOUNT_API.invites, members(200)),
    'POST /api/invites': {
      phase: 'write',
      call: () => ({ path: ACCOUNT_API.invites }),
      expect: members(200),
    },
    'GET /api/invites/invited': read(ACCOUNT_API.invitesInvited, members(200)),
    'POST /api/invites/refresh': {
      phase: 'write',
      call: () => ({ path: ACCOUNT_API.invitesRefresh }),
      expect: members(200),
    },
    'POST /api/account/token': {
      phase: 'write',
      call: () => ({ path: ACCOUNT_API.accountToken }),
      expect: members(200),
    },
    // Account routes take the member's Bearer token, not the cookie (see `send` below).
    'POST /api/account/export': {
      phase: 'write',
      call: () => ({ path: ACCOUNT_API.accountExport }),
      expect: members(200),
    },
    'DELETE /api/account/delete': {
      phase: 'account',
      // The sessions are fresh (minutes old), so no password is needed (docs/decisions.md).
      call: () => ({ path: ACCOUNT_API.accountDelete }),
      expect: members(204),
    },
    'POST /api/house/invites': {
      phase: 'write',
      call: () => ({ path: '/api/house/invites' }),
      expect: everyone(403),
    },
    'POST /api/house/backup': {
      phase: 'write',
      call: () => ({ path: '/api/house/backup' }),
      expect: everyone(403),
    },
    'POST /api/uploads': {
      phase: 'write',
      call: async () => ({
        path: SOCIAL_API.uploads,
        multipart: await multipartBody(
          { folder: 'posts' },
          { name: 'photo.png', type: 'image/png', bytes: await makeImage('png') },
        ),
      }),
      expect: members(201),
    },
    'GET /media/*': [
      {
        label: 'a post image (public to anyone with the link)',
        phase: 'read',
        call: (f) => ({ path: `/media/${f.postImagePath}` }),
        expect: everyone(200),
      },
      {
        label: 'a message image (only the two members of the thread)',
        phase: 'read',
        call: (f) => ({ path: `/media/${f.messageImagePath}` }),
        expect: { anonymous: 404, admin: 404, banned: 404, blocked: 404, other: 200, member: 200 },
      },
    ],
    'POST /api/posts': {
      phase: 'write',
      call: () => ({ path: SOCIAL_API.posts, body: { content: `Hello ${unique()}` } }),
      expect: members(201),
    },
    'GET /api/posts': read(SOCIAL_API.posts, members(200)),
    'GET /api/feed/following': read(SOCIAL_API.followingFeed, members(200)),
    'GET /api/search/posts': read(`${SOCIAL_API.searchPosts}?q=evening`, members(200)),
    'GET /api/posts/:id': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.post(f.postId) }),
      expect: members(200, 200, 403),
      verify: saysWhenBlocked(MESSAGES.postHiddenBlockedYou),
    },
    'DELETE /api/posts/:id': {
      phase: 'write',
      call: async (f) => ({ path: SOCIAL_API.post(await freshPost(f)) }),
      expect: members(204, 403, 403),
      verify: (res, caller) =>
        caller === 'other' && res.json().error.message !== MESSAGES.postDeleteFailed
          ? res.body
          : null,
    },
    // Editing (issue 28): only the author; another member is refused as for delete.
    'PATCH /api/posts/:id': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.post(f.postId), body: { content: `Edited ${unique()}` } }),
      expect: members(200, 403, 403),
    },
    'GET /api/posts/:id/edits': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.postEdits(f.postId) }),
      expect: members(200, 200, 403),
    },
    'POST /api/posts/:id/view': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.postView(f.postId), body: { dwellMs: 4000 } }),
      expect: members(200, 200, 403),
    },
    'PUT /api/posts/:id/echo': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.postEcho(f.postId) }),
      expect: members(200, 200, 403),
    },
    'DELETE /api/posts/:id/echo': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.postEcho(f.postId) }),
      expect: members(200, 200, 403),
    },
    'PUT /api/posts/:id/save': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.postSave(f.postId) }),
      expect: members(200, 200, 403),
    },
    'DELETE /api/posts/:id/save': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.postSave(f.postId) }),
      expect: members(200, 200, 403),
    },
    'GET /api/posts/:id/comments': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.postComments(f.postId) }),
      expect: members(200, 200, 403),
    },
    'POST /api/posts/:id/comments': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.postComments(f.postId), body: { text: 'Lovely' } }),
      expect: members(201, 201, 403),
    },
    'DELETE /api/comments/:id': {
      phase: 'write',
      call: async (f) => {
        const res = await app.inject({
          method: 'POST',
          url: SOCIAL_API.postComments(f.postId),
          headers: authedHeaders(f.member.cookie),
          payload: { text: `Mine ${unique()}` },
        });
        return { path: SOCIAL_API.comment(res.json().comment.id) };
      },
      expect: members(204, 403, 403),
    },
    'GET /api/posts/:id/related': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.postRelated(f.postId) }),
      expect: members(200, 200, 403),
    },
    'POST /api/posts/:id/share': {
      phase: 'write',
      call: (f) => ({
        path: SOCIAL_API.postShare(f.postId),
        body: { recipientId: f.friend.user.id, note: 'Look' },
      }),
      expect: members(201, 201, 403),
    },
    'GET /api/users/:uid': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.profile(f.member.user.id) }),
      // A blocked profile still answers with the name, so the page can say why.
      expect: members(200, 200, 200),
    },
    'GET /api/users/:uid/posts': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.profilePosts(f.member.user.id) }),
      expect: members(200, 200, 403),
    },
    'GET /api/users/:uid/followers': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.profileFollowers(f.member.user.id) }),
      expect: members(200, 200, 403),
    },
    'GET /api/users/:uid/following': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.profileFollowing(f.member.user.id) }),
      expect: members(200, 200, 403),
    },
    'GET /api/users/:uid/saved': {
      phase: 'read',
      call: (f) => ({ path: SOCIAL_API.profileSaved(f.member.user.id) }),
      expect: members(200, 403, 403),
    },
    'PATCH /api/me/profile': {
      phase: 'write',
      call: () => ({ path: SOCIAL_API.myProfile, body: { headline: 'Walking by the sea' } }),
      expect: members(200),
    },
    'PUT /api/me/profile/photo': {
      phase: 'write',
      call: async () => ({
        path: SOCIAL_API.myProfilePhoto,
        multipart: await multipartBody(
          {},
          { name: 'me.png', type: 'image/png', bytes: await makeImage('png') },
        ),
      }),
      expect: members(200),
    },
    'DELETE /api/me/profile/photo': {
      phase: 'write',
      call: () => ({ path: SOCIAL_API.myProfilePhoto }),
      expect: members(200),
    },
    'PUT /api/me/profile/header': {
      phase: 'write',
      call: async () => ({
        path: SOCIAL_API.myProfileHeader,
        multipart: await multipartBody(
          {},
          { name: 'banner.png', type: 'image/png', bytes: await makeImage('png') },
        ),
      }),
      expect: members(200),
    },
    'DELETE /api/me/profile/header': {
      phase: 'write',
      call: () => ({ path: SOCIAL_API.myProfileHeader }),
      expect: members(200),
    },
    'GET /api/search/people': read(`${SOCIAL_API.searchPeople}?q=deniz`, members(200)),
    'GET /api/share/suggestions': read(SOCIAL_API.shareSuggestions, members(200)),
    'GET /api/feed/home': read('/api/feed/home', members(200)),
    'GET /api/feed/trending': read('/api/feed/trending', members(200)),
    'GET /api/feed/suggested-people': read('/api/feed/suggested-people', members(200)),
    'GET /api/feed/highlight': read('/api/feed/highlight', members(200)),
    // Follow and block the member, then undo it, so later calls see the fixtures unchanged.
    'PUT /api/users/:uid/follow': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.follow(f.member.user.id) }),
      expect: members(400, 200, 403),
    },
    'DELETE /api/users/:uid/follow': {
      phase: 'write',
      call: (f) => ({ path: SOCIAL_API.follow(f.member.user.id) }),
      expect: members(400, 200, 200),
    },
    'PUT /api/users/:uid/block': {
      phase: 'last',
      call: (f) => ({ path: SOCIAL_API.block(f.member.user.id) }),
      expect: members(400, 200, 200),
    },
    'DELETE /api/users/:uid/block': {
      phase: 'last',
      call: (f) => ({ path: SOCIAL_API.block(f.member.user.id) }),
      expect: members(400, 200, 200),
    },
    'GET /api/blocks': read(SOCIAL_API.blocks, members(200)),
    // Mute the member, then undo it (issue 28): silent, so a block does not stand in the way.
    'PUT /api/users/:uid/mute': {
      phase: 'last',
      call: (f) => ({ path: MUTE_API.mute(f.member.user.id) }),
      expect: members(400, 200, 200),
    },
    'DELETE /api/users/:uid/mute': {
      phase: 'last',
      call: (f) => ({ path: MUTE_API.mute(f.member.user.id) }),
      expect: members(400, 200, 200),
    },
    'GET /api/mutes': read(MUTE_API.mutes, members(200)),
    'GET /api/mutes/words': read(MUTE_API.words, members(200)),
    'POST /api/mutes/words': {
      phase: 'write',
      call: () => ({ path: MUTE_API.words, body: { word: `quiet${unique()}` } }),
      expect: members(201),
    },
    'DELETE /api/mutes/words/:id': {
      phase: 'write',
      call: async (f, caller) => {
        const who = memberOf(f, caller);
        if (!who) return { path: MUTE_API.word('none') };
        const res = await app.inject({
          method: 'POST',
          url: MUTE_API.words,
          headers: authedHeaders(who.cookie),
          payload: { word: `gone${unique()}` },
        });
        // (A banned member's session is gone: nothing was added.)
        return { path: MUTE_API.word(res.statusCode === 201 ? res.json().word.id : 'none') };
      },
      expect: members(200),
    },
    'POST /api/contact': {
      phase: 'write',
      call: () => ({
        path: '/api/contact',
        body: { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hello' },
      }),
      expect: everyone(201),
    },
    'GET /api/admin/metrics': read(ADMIN_API.metrics, adminOnly(200)),
    'GET /api/admin/users': read(ADMIN_API.users, adminOnly(200)),
    'POST /api/admin/users/:id/ban': {
      phase: 'write',
      call: (f) => ({ path: ADMIN_API.userBan(f.banTarget.user.id), body: { ban: true } }),
      expect: adminOnly(200),
    },
    'DELETE /api/admin/users/:id': {
      phase: 'last',
      call: (f) => ({ path: ADMIN_API.user(f.deleteTarget.user.id) }),
      expect: adminOnly(204),
    },
    'GET /api/admin/moderation': read(ADMIN_API.moderation, adminOnly(200)),
    'POST /api/admin/moderation/actions': {
      phase: 'last',
      call: (f) => ({
        path: ADMIN_API.moderationActions,
        body: { targetType: 'post', targetId: f.postId, action: 'dismiss', reason: 'Fine' },
      }),
      expect: adminOnly(200),
    },
    'GET /api/admin/inbox': read(ADMIN_API.inbox, adminOnly(200)),
    'PUT /api/admin/contact-messages/:id/handled': {
      phase: 'write',
      call: (f) => ({
        path: ADMIN_API.contactHandled(f.contactMessageId),
        body: { handled: true },
      }),
      expect: adminOnly(204),
    },
    'PUT /api/admin/feedback/:id/handled': {
      phase: 'write',
      call: (f) => ({ path: ADMIN_API.feedbackHandled(f.feedbackId), body: { handled: true } }),
      expect: adminOnly(204),
    },
    'GET /api/admin/founder-invite': read(ADMIN_API.founderInvite, adminOnly(200)),
    'POST /api/admin/founder-invite/refresh': {
      phase: 'write',
      call: () => ({ path: ADMIN_API.founderInviteRefresh }),
      expect: adminOnly(200),
    },
    'POST /api/reports': {
      phase: 'write',
      call: (f) => ({
        path: '/api/reports',
        body: { targetType: 'post', targetId: f.postId, reason: 'spam' },
      }),
      // Your own content cannot be reported; nor can content of someone who blocked you.
      expect: members(403, 201, 403),
    },
    'GET /api/messages/threads': read(INBOX_API.threads, members(200)),
    'GET /api/messages/threads/:peerId': {
      phase: 'read',
      call: (f) => ({ path: INBOX_API.thread(f.member.user.id) }),
      // A thread with yourself does not exist. Across a block the history stays readable and
      // the answer says why no message can be sent (cannotMessage); sending is refused below.
      expect: members(404, 200, 200),
    },
    'POST /api/messages/threads/:peerId/read': {
      phase: 'write',
      call: (f) => ({ path: INBOX_API.threadRead(f.member.user.id) }),
      expect: members(200),
    },
    'POST /api/messages': {
      phase: 'write',
      call: (f) => ({
        path: INBOX_API.messages,
        body: { recipientId: f.member.user.id, text: 'Hi' },
      }),
      expect: members(400, 201, 403),
      verify: saysWhenBlocked(MESSAGES.dmBlockedYou),
    },
    'DELETE /api/messages/:id': {
      phase: 'write',
      call: async (f) => {
        const res = await app.inject({
          method: 'POST',
          url: INBOX_API.messages,
          headers: authedHeaders(f.member.cookie),
          payload: { recipientId: f.other.user.id, text: `Note ${unique()}` },
        });
        return { path: INBOX_API.message(res.json().message.id) };
      },
      expect: members(204, 404, 404),
    },
    'GET /api/notifications': read(INBOX_API.notifications, members(200)),
    'GET /api/messages/unread': read(INBOX_API.unread, members(200)),
    'POST /api/notifications/read-all': {
      phase: 'write',
      call: () => ({ path: INBOX_API.notificationsReadAll }),
      expect: members(200),
    },
    'POST /api/notifications/:id/read': {
      phase: 'write',
      call: (f) => ({ path: INBOX_API.notificationRead(f.notificationId) }),
      // Someone else's notification is treated like a missing one: nothing is marked. The
      // owner marks the notification's whole group (issue 28), one row or more.
      expect: members(200),
      verify: (res, caller) =>
        (caller === 'member' ? res.json().marked >= 1 : res.json().marked === 0)
          ? null
          : `marked ${res.body}`,
    },
    'GET /api/notifications/settings': read(INBOX_API.notificationSettings, members(200)),
    'PUT /api/notifications/settings': {
      phase: 'write',
      call: () => ({ path: INBOX_API.notificationSettings, body: { echo: true } }),
      expect: members(200),
    },
    'GET /api/live': read(INBOX_API.live, members(200)),
    'GET /api/settings': read(SETTINGS_API.settings, members(200)),
    'PATCH /api/settings/preferences': {
      phase: 'write',
      call: () => ({ path: SETTINGS_API.preferences, body: { weeklyDigest: true } }),
      expect: members(200),
    },
    'PATCH /api/settings/consents': {
      phase: 'write',
      call: () => ({ path: SETTINGS_API.consents, body: { ads: false } }),
      expect: members(200),
    },
    'DELETE /api/settings/emotion-state': {
      phase: 'write',
      call: () => ({ path: SETTINGS_API.emotionState }),
      expect: members(200),
    },
    'GET /api/settings/sessions': read(SETTINGS_API.sessions, members(200)),
    'POST /api/settings/sessions/sign-out-others': {
      phase: 'write',
      call: () => ({ path: SETTINGS_API.signOutOthers }),
      expect: members(200),
    },
    'POST /api/settings/password': {
      phase: 'last',
      call: (f, caller) => ({
        path: SETTINGS_API.password,
        body: {
          currentPassword: memberOf(f, caller)?.password ?? 'not a member',
          newPassword: 'an even better password',
        },
      }),
      expect: members(200),
    },
    'POST /api/settings/email': {
      phase: 'write',
      call: (f, caller) => ({
        path: SETTINGS_API.email,
        body: {
          email: `moved-${caller}-${unique()}@example.com`,
          password: memberOf(f, caller)?.password ?? 'not a member',
        },
      }),
      expect: members(200),
    },
    'POST /api/settings/email/confirm': {
      phase: 'write',
      call: () => ({ path: SETTINGS_API.emailConfirm, body: { token: 'not-a-confirm-token' } }),
      expect: everyone(400),
    },
    'POST /api/feedback': {
      phase: 'write',
      call: () => ({ path: SETTINGS_API.feedback, body: { message: 'Thank you' } }),
      expect: members(201),
    },
    'GET /api/insights': read(SETTINGS_API.insights, members(200)),
    'GET /api/openapi.json': read('/api/openapi.json', everyone(200)),
  };
}

/**
 * Routes that name a banned member's object and answer as they do for anyone's: deleting a post
 * that is not yours, editing it, and reading someone else's saved list are refused either way, and marking
 * your own messages from them read touches only your mailbox.
 */
const NOT_404_FOR_A_BANNED_MEMBER: Record<string, number> = {
  'DELETE /api/posts/:id': 403,
  'PATCH /api/posts/:id': 403,
  'GET /api/users/:uid/saved': 403,
  'POST /api/messages/threads/:peerId/read': 200,
};

/** Responses that never end (server-sent events): only the status line is read. */
const STREAMING = new Set(['GET /api/live']);

describe('authorization matrix: every route × every kind of caller', () => {
  let t: TestApp;
  let f: Fixtures;
  let table: Record<string, Case | Case[]>;
  /** Each caller its own client address, so the global API budget never decides a status. */
  const address = (caller: Caller) => `10.17.0.${CALLERS.indexOf(caller) + 1}`;

  async function joinAs(code: string): Promise<Member> {
    const joined = await signUpMember(t.app, code);
    const token = await t.app.inject({
      method: 'POST',
      url: ACCOUNT_API.accountToken,
      headers: authedHeaders(joined.cookie),
    });
    return { ...joined, token: token.json().token, password: joined.input.password };
  }

  beforeAll(async () => {
    t = await createTestApp({ env: ADMIN_ENV });
    table = routeTable(t);
    const code = await founderCode(t.ctx);
    const [member, other, blocked, banned, friend, banTarget, deleteTarget] = await Promise.all(
      Array.from({ length: 7 }, () => joinAs(code)),
    );
    const as = (who: Member) => authedHeaders(who.cookie);
    const must = async (res: Promise<LightMyRequestResponse>, status: number) => {
      const answer = await res;
      if (answer.statusCode !== status)
        throw new Error(`fixture: ${answer.statusCode} ${answer.body}`);
      return answer;
    };
    // The member's objects: a post with an image, a comment, a message with an image to the
    // other member, a notification (the other member follows them), feedback.
    const image = await postUpload(t.app, member!.cookie, {
      name: 'sea.png',
      type: 'image/png',
      bytes: await makeImage('png'),
    });
    const post = await createPost(t.app, member!.cookie, {
      content: 'Evening by the sea',
      mediaPath: image.json().path,
    });
    const messageImage = await postUpload(
      t.app,
      member!.cookie,
      { name: 'note.png', type: 'image/png', bytes: await makeImage('png') },
      'messages',
    );
    await must(
      t.app.inject({
        method: 'POST',
        url: INBOX_API.messages,
        headers: as(member!),
        payload: { recipientId: other!.user.id, text: 'Hi', imagePath: messageImage.json().path },
      }),
      201,
    );
    await must(
      t.app.inject({ method: 'PUT', url: SOCIAL_API.follow(member!.user.id), headers: as(other!) }),
      200,
    );
    const notifications = await t.app.inject({
      method: 'GET',
      url: INBOX_API.notifications,
      headers: as(member!),
    });
    await must(
      t.app.inject({
        method: 'DELETE',
        url: SOCIAL_API.follow(member!.user.id),
        headers: as(other!),
      }),
      200,
    );
    const feedback = await must(
      t.app.inject({
        method: 'POST',
        url: SETTINGS_API.feedback,
        headers: as(member!),
        payload: { message: 'Lovely place' },
      }),
      201,
    );
    await must(
      t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: SPA_WRITE_HEADERS,
        payload: { name: 'Ada', email: 'ada@example.com', subject: 'general', message: 'Hi' },
        remoteAddress: '10.17.1.1',
      }),
      201,
    );
    const inbox = await t.app.inject({
      method: 'GET',
      url: ADMIN_API.inbox,
      headers: ADMIN_HEADERS,
    });
    const bannedPost = await createPost(t.app, banned!.cookie, { content: 'Soon banned' });
    const bannedComment = await must(
      t.app.inject({
        method: 'POST',
        url: SOCIAL_API.postComments(post.id),
        headers: as(banned!),
        payload: { text: 'Soon banned too' },
      }),
      201,
    );
    // The member blocks "blocked"; the administrator bans "banned".
    await must(
      t.app.inject({
        method: 'PUT',
        url: SOCIAL_API.block(blocked!.user.id),
        headers: as(member!),
      }),
      200,
    );
    await must(
      t.app.inject({
        method: 'POST',
        url: ADMIN_API.userBan(banned!.user.id),
        headers: { ...ADMIN_HEADERS, ...SPA_WRITE_HEADERS },
        payload: { ban: true },
      }),
      200,
    );
    f = {
      member: member!,
      other: other!,
      blocked: blocked!,
      banned: banned!,
      friend: friend!,
      banTarget: banTarget!,
      deleteTarget: deleteTarget!,
      postId: post.id,
      postImagePath: image.json().path,
      messageImagePath: messageImage.json().path,
      notificationId: notifications.json().notifications[0].id,
      contactMessageId: inbox.json().contactMessages[0].id,
      feedbackId: feedback.json().id,
      bannedPostId: bannedPost.id,
      bannedCommentId: bannedComment.json().comment.id,
    };
  }, 60_000);
  afterAll(() => t?.close());

  /** One call as one caller: cookie and CSRF header for members, Basic for the administrator. */
  async function send(method: string, url: string, access: string, caller: Caller, call: Call) {
    const who = memberOf(f, caller);
    const headers: Record<string, string> = { ...SPA_WRITE_HEADERS };
    if (caller === 'admin') Object.assign(headers, ADMIN_HEADERS);
    if (who && access === 'account') headers.authorization = `Bearer ${who.token}`;
    else if (who) headers.cookie = who.cookie;
    if (call.multipart) headers['content-type'] = call.multipart.contentType;
    const streaming = STREAMING.has(`${method === 'HEAD' ? 'GET' : method} ${url}`);
    const abort = new AbortController();
    const res = await t.app.inject({
      method: method as 'GET',
      url: call.path,
      headers,
      remoteAddress: address(caller),
      ...(call.multipart ? { payload: call.multipart.payload } : {}),
      ...(call.body !== undefined ? { payload: call.body as object } : {}),
      ...(streaming ? { payloadAsStream: true, signal: abort.signal } : {}),
    });
    if (streaming) abort.abort();
    return res;
  }

  it('has a row for every registered route, and no row for a route that is gone', () => {
    const registered = new Set(
      t.app.routeAccess.filter((r) => r.method !== 'HEAD').map((r) => `${r.method} ${r.url}`),
    );
    const listed = new Set(Object.keys(table));
    expect(
      [...registered].filter((key) => !listed.has(key)),
      'routes missing from the matrix',
    ).toEqual([]);
    expect(
      [...listed].filter((key) => !registered.has(key)),
      'rows for unknown routes',
    ).toEqual([]);
    // Every HEAD route is the GET route's twin, checked against the GET row.
    for (const route of t.app.routeAccess.filter((r) => r.method === 'HEAD'))
      expect(registered.has(`GET ${route.url}`), route.url).toBe(true);
  });

  it('hides a banned member’s post, comment and profile: 404 on every route that names them', async () => {
    // The same rows, with the banned member and their post in place of the member's.
    const gone: Fixtures = { ...f, member: f.banned, postId: f.bannedPostId };
    const namesThem = /^\/api\/(posts\/:id|users\/:uid|messages\/threads\/:peerId)(\/|$)/;
    const mismatches: string[] = [];
    const routes = t.app.routeAccess.filter(
      // (Unblocking someone stays possible whatever became of them.)
      (route) =>
        route.method !== 'HEAD' && namesThem.test(route.url) && !route.url.endsWith('/block'),
    );
    expect(routes.length).toBeGreaterThan(15);
    for (const route of routes) {
      const entry = [table[`${route.method} ${route.url}`]].flat()[0]!;
      const call =
        route.method === 'DELETE' && route.url === '/api/posts/:id'
          ? { path: SOCIAL_API.post(f.bannedPostId) }
          : await entry.call(gone, 'other');
      const res = await send(route.method, route.url, route.access, 'other', call);
      const expected = NOT_404_FOR_A_BANNED_MEMBER[`${route.method} ${route.url}`] ?? 404;
      if (res.statusCode !== expected)
        mismatches.push(
          `${route.method} ${route.url}: ${res.statusCode} (expected ${expected}) ${res.body.slice(0, 120)}`,
        );
    }
    for (const [targetType, targetId] of [
      ['post', f.bannedPostId],
      ['comment', f.bannedCommentId],
      ['profile', f.banned.user.id],
    ] as const) {
      const res = await send('POST', '/api/reports', 'member', 'other', {
        path: '/api/reports',
        body: { targetType, targetId, reason: 'spam' },
      });
      if (res.statusCode !== 404)
        mismatches.push(`report a banned member’s ${targetType}: ${res.statusCode} ${res.body}`);
    }
    expect(mismatches).toEqual([]);
  });

  it('answers each caller with the expected status, and never a 5xx', async () => {
    const mismatches: string[] = [];
    let calls = 0;
    const routes = t.app.routeAccess;
    for (const phase of PHASES) {
      for (const route of routes) {
        const key = `${route.method === 'HEAD' ? 'GET' : route.method} ${route.url}`;
        const cases = [table[key]].flat().filter((c): c is Case => c !== undefined);
        for (const entry of cases.filter((c) => c.phase === phase)) {
          // The owner goes last, so a caller that may change an object does so after the others.
          for (const caller of CALLERS) {
            const call = await entry.call(f, caller);
            const res = await send(route.method, route.url, route.access, caller, call);
            calls += 1;
            const allowed = [entry.expect[caller]].flat();
            const name = `${route.method} ${route.url}${entry.label ? ` (${entry.label})` : ''} as ${caller}`;
            const wrong =
              allowed.includes(res.statusCode) && res.statusCode < 300 && entry.verify
                ? entry.verify(res, caller)
                : null;
            if (wrong) mismatches.push(`${name}: ${wrong}`);
            else if (res.statusCode >= 500 || !allowed.includes(res.statusCode)) {
              const body =
                res.statusCode === 204 || route.method === 'HEAD' || STREAMING.has(key)
                  ? ''
                  : res.body.slice(0, 160);
              mismatches.push(
                `${name}: ${res.statusCode} (expected ${allowed.join(' or ')}) ${body}`,
              );
            }
          }
        }
      }
    }
    console.info(`authorization matrix: ${calls} calls`);
    expect(mismatches).toEqual([]);
  }, 120_000);
});
