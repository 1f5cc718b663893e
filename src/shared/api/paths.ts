// API paths, shared by the SPA and the server so they cannot drift apart. Kept free of zod so
// that importing a path does not pull the schemas into the visitor's bundle.

/** API paths, so the SPA and the server cannot drift apart. */
export const ACCOUNT_API = {
  me: '/api/me',
  signupStatus: '/api/auth/signup-status',
  challenge: '/api/auth/challenge',
  signup: '/api/auth/signup',
  signin: '/api/auth/signin',
  signout: '/api/auth/signout',
  passwordReset: '/api/auth/password-reset',
  passwordResetConfirm: '/api/auth/password-reset/confirm',
  invites: '/api/invites',
  invitesRefresh: '/api/invites/refresh',
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
  comment: (id: string) => `/api/comments/${encodeURIComponent(id)}`,
  followingFeed: '/api/feed/following',
  profile: (uid: string) => `/api/users/${encodeURIComponent(uid)}`,
  profilePosts: (uid: string) => `/api/users/${encodeURIComponent(uid)}/posts`,
  profileSaved: (uid: string) => `/api/users/${encodeURIComponent(uid)}/saved`,
  follow: (uid: string) => `/api/users/${encodeURIComponent(uid)}/follow`,
  block: (uid: string) => `/api/users/${encodeURIComponent(uid)}/block`,
  blocks: '/api/blocks',
  myProfile: '/api/me/profile',
  shareSuggestions: '/api/share/suggestions',
  searchPeople: '/api/search/people',
  searchPosts: '/api/search/posts',
} as const;

/** Where stored files are served from: `${MEDIA_URL_PREFIX}/{folder}/{userId}/{file}`. */
export const MEDIA_URL_PREFIX = '/media';
