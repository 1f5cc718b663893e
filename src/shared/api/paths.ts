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
