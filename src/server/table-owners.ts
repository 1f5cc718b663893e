// Every table has one owner: only that module's repository writes it (docs/architecture.md,
// "Table owners"); others call the owner's public file. table-owners.test.ts holds the code to it.

export const TABLE_OWNERS = {
  users: 'auth',
  sessions: 'auth',
  accounts: 'auth',
  verifications: 'auth',
  stats: 'auth',
  consents: 'auth',
  inviteCodes: 'invites',
  posts: 'posts',
  postSearchKeys: 'posts',
  comments: 'posts',
  postEdits: 'posts',
  postImages: 'posts',
  mentions: 'posts',
  echoes: 'posts',
  saves: 'posts',
  uploads: 'media',
  follows: 'graph',
  blocks: 'graph',
  mutes: 'mute',
  mutedWords: 'mute',
  notifications: 'notifications',
  notificationSettings: 'notifications',
  liveEvents: 'live',
  directMessages: 'messages',
  events: 'analysis-pipeline',
  contentIndex: 'analysis-pipeline',
  contentEmbeddings: 'analysis-pipeline',
  contentSafety: 'analysis-pipeline',
  emotionState: 'analysis-pipeline',
  circadianProfile: 'analysis-pipeline',
  llmUsage: 'analysis',
  contactMessages: 'contact',
  auditLogs: 'account',
  feedback: 'account',
  trendItems: 'feed',
  feedSnapshots: 'feed',
  suggestedPeople: 'feed',
  jobs: 'jobs',
  reports: 'moderation',
  rateLimits: 'limits',
  usedBotChecks: 'limits',
} as const;

export type OwnedTable = keyof typeof TABLE_OWNERS;

/**
 * The one sanctioned write across owners: deleting a member is a single transaction over the
 * tables that hold their traces (see the file's header).
 */
export const CROSS_OWNER_WRITERS = ['src/server/modules/account/member-deletion.ts'] as const;
