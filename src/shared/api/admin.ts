// The admin API contract (spec sections 3 and 7: Admin metrics response, Admin user list item)
// and the member reports of the moderation queue, shared by the server routes and the SPA.
import { z } from 'zod';
import { listPageQuery, nextCursor } from './paging.ts';
import {
  ADMIN_USER_LIST_LIMIT,
  CONTACT_SUBJECTS,
  REPORT_NOTE_MAX,
  REPORT_REASONS,
  REPORT_TARGET_TYPES,
} from '../constants.ts';

/** A System Status warning (issue 27): what the web app words in the administrator's language. */
export const SYSTEM_WARNING_CODES = [
  'database-down',
  'no-llm',
  'no-smtp',
  'local-uploads',
  'pglite-production',
  'admin-off',
  'posts-waiting',
  'jobs-failed',
  'mail-retrying',
  'mail-failed',
  'mail-dropped',
  'analysis-retrying',
  'jobs-behind',
  'disk-full',
  'disk-low',
] as const;
export type SystemWarningCode = (typeof SYSTEM_WARNING_CODES)[number];
export const systemWarningParams = z.object({
  count: z.number().int().optional(),
  /** `jobs-behind`: how long the oldest due job has waited. */
  seconds: z.number().int().optional(),
  /** Mail: when the oldest retrying mail was first due (ISO 8601). */
  since: z.string().optional(),
  /** Mail: the mail server's last error, as it gave it (not translated). */
  error: z.string().optional(),
});
export type SystemWarningParams = z.infer<typeof systemWarningParams>;
export const systemWarning = z.object({
  code: z.enum(SYSTEM_WARNING_CODES),
  params: systemWarningParams,
});
export type SystemWarning = z.infer<typeof systemWarning>;

const series = z.array(z.object({ date: z.string(), value: z.number() }));

/** Spec section 3, "Admin metrics response", field for field. */
export const adminMetricsResponse = z.object({
  totals: z.object({
    totalUsers: z.number(),
    activeUsers: z.number(),
    newUsers7d: z.number(),
    bannedUsers: z.number(),
    dailyActiveUsers: z.number(),
    returningUsers7d: z.number(),
    totalPosts: z.number(),
    posts7d: z.number(),
    posts24h: z.number(),
    avgTokensPerPost: z.number(),
  }),
  gptUsage: z.object({ daily: series, totalTokens: z.number() }),
  posts: series,
  signups: series,
  system: z.object({
    openaiConfigured: z.boolean(),
    firebaseConfigured: z.boolean(),
    postsIndexed: z.number(),
    apiVersion: z.string(),
    adminConfigured: z.boolean(),
    environment: z.string(),
    /** The spec's field: each warning in English, for API clients. */
    warnings: z.array(z.string()),
    /** The same warnings, in the same order, as codes the web app words (issue 27). */
    warningCodes: z.array(systemWarning),
  }),
  growth: z.object({
    signups7d: z.number(),
    posts7d: z.number(),
    signupsGrowth: z.number(),
    postsGrowth: z.number(),
  }),
  engagement: z.object({
    topPosts: z.array(
      z.object({
        id: z.string(),
        authorName: z.string(),
        authorId: z.string(),
        createdAt: z.string(),
        score: z.number(),
        metrics: z.object({ echoes: z.number(), saves: z.number(), responses: z.number() }),
      }),
    ),
    totals: z.record(z.string(), z.number()),
    perPost: z.record(z.string(), z.number()),
  }),
  postsOverview: z.object({
    emotions: z.array(z.object({ emotion: z.string(), count: z.number(), share: z.number() })),
  }),
  users: z.object({
    recentSignups: z.array(
      z.object({ id: z.string(), name: z.string(), createdAt: z.string(), status: z.string() }),
    ),
    topCreators: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        lastPost: z.string().nullable(),
        postCount: z.number(),
      }),
    ),
  }),
});
export type AdminMetrics = z.infer<typeof adminMetricsResponse>;

export const ADMIN_USER_STATUSES = ['Banned', 'Active', 'Inactive'] as const;
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number];

/** Spec section 3, "Admin user list item" (plus the username and sign-up time). */
export const adminUserItem = z.object({
  id: z.string(),
  displayName: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  username: z.string(),
  isBanned: z.boolean(),
  isActive: z.boolean(),
  lastLogin: z.string().nullable(),
  createdAt: z.string(),
  status: z.enum(ADMIN_USER_STATUSES),
});
export type AdminUserItem = z.infer<typeof adminUserItem>;

/** Spec: `?limit=250`; the cursor reads the next page (issue 28). */
export const adminUsersQuery = listPageQuery(ADMIN_USER_LIST_LIMIT, ADMIN_USER_LIST_LIMIT);
export const adminUsersResponse = z.object({ users: z.array(adminUserItem), nextCursor });
export const adminMetricsQuery = z.object({
  /** Skip the one-minute cache (System Status > Refresh). */
  fresh: z.enum(['0', '1', 'true', 'false']).optional(),
});

export const adminIdParams = z.object({ id: z.string().min(1).max(128) });
export const adminBanRequest = z.object({ ban: z.boolean() });
export const adminBanResponse = z.object({ user: adminUserItem });

// ---- Contact messages, feedback and the founder invite ----

export const adminContactMessage = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  subject: z.enum(CONTACT_SUBJECTS),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export const adminFeedbackItem = z.object({
  id: z.string(),
  userId: z.string().nullable(),
  authorName: z.string().nullable(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export const adminInboxResponse = z.object({
  contactMessages: z.array(adminContactMessage),
  feedback: z.array(adminFeedbackItem),
});
export type AdminInbox = z.infer<typeof adminInboxResponse>;
export const adminHandledRequest = z.object({ handled: z.boolean() });
export const adminFounderInviteResponse = z.object({ code: z.string(), expiresAt: z.string() });

// ---- Member reports and the moderation queue ----

export const reportTargetType = z.enum(REPORT_TARGET_TYPES);
export const reportReason = z.enum(REPORT_REASONS);
export type ReportTargetType = z.infer<typeof reportTargetType>;
export type ReportReason = z.infer<typeof reportReason>;

/** What a member sends to report a post, a comment or a profile. */
export const createReportRequest = z.object({
  targetType: reportTargetType,
  targetId: z.string().min(1).max(128),
  reason: reportReason,
  note: z
    .string()
    .max(REPORT_NOTE_MAX)
    .transform((note) => note.trim())
    .optional(),
  /** Hide the object from the reporter's own view at once. */
  hide: z.boolean().default(false),
});
export type CreateReportRequest = z.input<typeof createReportRequest>;
export const createReportResponse = z.object({
  id: z.string(),
  hidden: z.boolean(),
});

export const moderationActions = ['dismiss', 'remove', 'ban'] as const;
export type ModerationAction = (typeof moderationActions)[number];

export const moderationItem = z.object({
  /** Why it is in the queue: members reported it, its safety risk throttles its reach, or both. */
  sources: z.array(z.enum(['reports', 'safety'])),
  targetType: reportTargetType,
  targetId: z.string(),
  /** The post the object belongs to (the post itself, or the comment's post). */
  postId: z.string().nullable(),
  author: z.object({ id: z.string(), name: z.string(), handle: z.string(), isBanned: z.boolean() }),
  /** The reported text: the post, the comment, or the profile's bio and headline. */
  preview: z.string(),
  createdAt: z.string().nullable(),
  reportCount: z.number(),
  reasons: z.array(z.object({ reason: reportReason, count: z.number() })),
  notes: z.array(z.string()),
  firstReportedAt: z.string().nullable(),
  safety: z
    .object({
      toxicity: z.number(),
      hatespeech: z.number(),
      disinfo: z.number(),
      risk: z.number(),
      /** The share of the audience the post still reaches (1 = everyone). */
      reach: z.number(),
      labels: z.array(z.string()),
    })
    .nullable(),
});
export type ModerationItem = z.infer<typeof moderationItem>;
export const moderationQueueResponse = z.object({ items: z.array(moderationItem) });

export const moderationActionRequest = z.object({
  targetType: reportTargetType,
  targetId: z.string().min(1).max(128),
  action: z.enum(moderationActions),
  /** Told to the author when the content is removed, and kept in the audit log. */
  reason: z.string().trim().min(1).max(300),
});
export type ModerationActionRequest = z.infer<typeof moderationActionRequest>;
