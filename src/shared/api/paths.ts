// API paths, shared by the SPA and the server so they cannot drift apart. Kept free of zod so
// that importing a path does not pull the schemas into the visitor's bundle.

/** API paths, so the SPA and the server cannot drift apart. */
export const ACCOUNT_API = {
  me: '/api/me',
  /** The first run is over (finished or skipped): it is not shown again. */
  welcomeDone: '/api/me/welcome',
  signupStatus: '/api/auth/signup-status',
  challenge: '/api/auth/challenge',
  signup: '/api/auth/signup',
  signin: '/api/auth/signin',
  signout: '/api/auth/signout',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  invites: '/api/invites',
  invitesRefresh: '/api/invites/refresh',
  invitesInvited: '/api/invites/invited',
  accountToken: '/api/account/token',
  accountExport: '/api/account/export',
  accountDelete: '/api/account/delete',
} as const;

/** Posts, media, comments, echoes, saves, follows, blocks, profiles, search and sharing. */
export const SOCIAL_API = {
  uploads: '/api/uploads',
  posts: '/api/posts',
  post: (id: string) => `/api/posts/${encodeURIComponent(id)}`,
  postView: (id: string) => `/api/posts/${encodeURIComponent(id)}/view`,
  postEcho: (id: string) => `/api/posts/${encodeURIComponent(id)}/echo`,
  postSave: (id: string) => `/api/posts/${encodeURIComponent(id)}/save`,
  postComments: (id: string) => `/api/posts/${encodeURIComponent(id)}/comments`,
  postRelated: (id: string) => `/api/posts/${encodeURIComponent(id)}/related`,
  postShare: (id: string) => `/api/posts/${encodeURIComponent(id)}/share`,
  postEdits: (id: string) => `/api/posts/${encodeURIComponent(id)}/edits`,
  comment: (id: string) => `/api/comments/${encodeURIComponent(id)}`,
  followingFeed: '/api/feed/following',
  profile: (uid: string) => `/api/users/${encodeURIComponent(uid)}`,
  profilePosts: (uid: string) => `/api/users/${encodeURIComponent(uid)}/posts`,
  profileSaved: (uid: string) => `/api/users/${encodeURIComponent(uid)}/saved`,
  profileFollowers: (uid: string) => `/api/users/${encodeURIComponent(uid)}/followers`,
  profileFollowing: (uid: string) => `/api/users/${encodeURIComponent(uid)}/following`,
  follow: (uid: string) => `/api/users/${encodeURIComponent(uid)}/follow`,
  block: (uid: string) => `/api/users/${encodeURIComponent(uid)}/block`,
  blocks: '/api/blocks',
  myProfile: '/api/me/profile',
  /** PUT (multipart `file`) replaces, DELETE removes your profile photo. */
  myProfilePhoto: '/api/me/profile/photo',
  /** PUT (multipart `file`) replaces, DELETE removes your header image. */
  myProfileHeader: '/api/me/profile/header',
  shareSuggestions: '/api/share/suggestions',
  searchPeople: '/api/search/people',
  searchPosts: '/api/search/posts',
} as const;

/** Mute (issue 28): members and words the caller muted; one-way and silent. */
export const MUTE_API = {
  mute: (uid: string) => `/api/users/${encodeURIComponent(uid)}/mute`,
  mutes: '/api/mutes',
  words: '/api/mutes/words',
  word: (id: string) => `/api/mutes/words/${encodeURIComponent(id)}`,
} as const;

/** Settings, consents, sessions, insights and Share Feedback (issue 13). */
export const SETTINGS_API = {
  settings: '/api/settings',
  preferences: '/api/settings/preferences',
  consents: '/api/settings/consents',
  emotionState: '/api/settings/emotion-state',
  sessions: '/api/settings/sessions',
  signOutOthers: '/api/settings/sessions/sign-out-others',
  password: '/api/settings/password',
  email: '/api/settings/email',
  emailConfirm: '/api/settings/email/confirm',
  feedback: '/api/feedback',
  insights: '/api/insights',
} as const;

/** Direct messages, notifications and the live stream (SSE). */
export const INBOX_API = {
  threads: '/api/messages/threads',
  thread: (peerId: string) => `/api/messages/threads/${encodeURIComponent(peerId)}`,
  threadRead: (peerId: string) => `/api/messages/threads/${encodeURIComponent(peerId)}/read`,
  unread: '/api/messages/unread',
  messages: '/api/messages',
  message: (id: string) => `/api/messages/${encodeURIComponent(id)}`,
  notifications: '/api/notifications',
  notificationsReadAll: '/api/notifications/read-all',
  notificationRead: (id: string) => `/api/notifications/${encodeURIComponent(id)}/read`,
  notificationSettings: '/api/notifications/settings',
  live: '/api/live',
} as const;

/** The administrator's API (HTTP Basic) and members' reports (issue 14). */
export const ADMIN_API = {
  metrics: '/api/admin/metrics',
  users: '/api/admin/users',
  userBan: (id: string) => `/api/admin/users/${encodeURIComponent(id)}/ban`,
  user: (id: string) => `/api/admin/users/${encodeURIComponent(id)}`,
  moderation: '/api/admin/moderation',
  moderationActions: '/api/admin/moderation/actions',
  inbox: '/api/admin/inbox',
  contactHandled: (id: string) => `/api/admin/contact-messages/${encodeURIComponent(id)}/handled`,
  feedbackHandled: (id: string) => `/api/admin/feedback/${encodeURIComponent(id)}/handled`,
  founderInvite: '/api/admin/founder-invite',
  founderInviteRefresh: '/api/admin/founder-invite/refresh',
} as const;
export const REPORTS_API = { reports: '/api/reports' } as const;

/** The ranked home feed, Trending, Suggested people and Today's Highlight (issue 11). */
export const FEED_API = {
  home: '/api/feed/home',
  trending: '/api/feed/trending',
  suggestedPeople: '/api/feed/suggested-people',
  highlight: '/api/feed/highlight',
} as const;

/** Where stored files are served from: `${MEDIA_URL_PREFIX}/{folder}/{userId}/{file}`. */
export const MEDIA_URL_PREFIX = '/media';
