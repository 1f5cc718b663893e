import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_PREFERENCES, DEFAULT_THEME_COLOR } from '../../shared/constants.ts';
import { INTERFACE_LANGUAGES } from '../../shared/i18n/languages.ts';
import { foldSqlExpression } from '../../shared/text/fold.ts';

// Members, and also better-auth's user table: the auth core fields (id, name, email, emailVerified,
// image, createdAt, updatedAt) keep better-auth's property names so its adapter can use this table.
// Preferences and the referral block are flattened into columns so they can be queried and
// defaulted; the list of invited members is derived from referrerUid rather than stored.
/** The fields people search reads (spec: name, handle, first and last name, bio, headline). */
const PEOPLE_SEARCH_FIELDS = [
  'display_name',
  'handle',
  'first_name',
  'last_name',
  "coalesce(bio, '')",
  "coalesce(headline, '')",
].join(' || chr(10) || ');

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).defaultNow().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' })
      .defaultNow()
      .notNull()
      .$onUpdate(() => new Date()),

    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    username: text('username').notNull(),
    usernameLower: text('username_lower').notNull().unique(),
    handle: text('handle').notNull().unique(),
    displayName: text('display_name').notNull(),
    lastLogin: timestamp('last_login', { withTimezone: true, mode: 'date' }),
    isActive: boolean('is_active').notNull().default(true),
    isBanned: boolean('is_banned').notNull().default(false),
    // The built-in "house" account: owns the founder invite codes and can never sign in.
    isSystem: boolean('is_system').notNull().default(false),
    referrerUid: text('referrer_uid').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    tags: text('tags').array().notNull().default([]),
    tagsUpdatedAt: timestamp('tags_updated_at', { withTimezone: true, mode: 'date' }),
    bio: text('bio'),
    headline: text('headline'),
    location: text('location'),
    themeColor: text('theme_color').notNull().default(DEFAULT_THEME_COLOR),
    // The profile photo (a square, and its small copy for cards and rows) and the header image:
    // storage paths of the member's uploads (folders avatars and headers); null shows initials.
    avatarPath: text('avatar_path'),
    avatarSmallPath: text('avatar_small_path'),
    headerPath: text('header_path'),

    allowDms: boolean('allow_dms').notNull().default(DEFAULT_PREFERENCES.allowDMs),
    weeklyDigest: boolean('weekly_digest').notNull().default(DEFAULT_PREFERENCES.weeklyDigest),
    moodSoundscapes: boolean('mood_soundscapes')
      .notNull()
      .default(DEFAULT_PREFERENCES.moodSoundscapes),
    // The language Lorien speaks to the member in (issue 27); null follows the browser.
    interfaceLanguage: text('interface_language'),
    // The first run (issue 27): set at sign-up, cleared when the member finishes or skips it.
    welcomePending: boolean('welcome_pending').notNull().default(false),

    // The member's current invite code (a copy of their newest invite_codes row).
    referralCode: text('referral_code').unique(),
    referralCreatedAt: timestamp('referral_created_at', { withTimezone: true, mode: 'date' }),
    referralExpiresAt: timestamp('referral_expires_at', { withTimezone: true, mode: 'date' }),
    referralUpdatedAt: timestamp('referral_updated_at', { withTimezone: true, mode: 'date' }),
    referralInvitedCount: integer('referral_invited_count').notNull().default(0),
    referralLatestInviteAt: timestamp('referral_latest_invite_at', {
      withTimezone: true,
      mode: 'date',
    }),
    referralReferrerCode: text('referral_referrer_code'),
    referralUsedCode: text('referral_used_code'),
    referralAcceptedAt: timestamp('referral_accepted_at', { withTimezone: true, mode: 'date' }),

    // People search reads this one folded text (src/shared/text/fold.ts: Yılmaz, YILMAZ and
    // yilmaz are all `yilmaz`) through a trigram index. The database keeps it current, whoever
    // writes the row (sign-up, profile edit, the auth library, the seed).
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(sql.raw(foldSqlExpression(PEOPLE_SEARCH_FIELDS))),
  },
  (t) => [
    check('users_referral_invited_count_nonnegative', sql`${t.referralInvitedCount} >= 0`),
    check(
      'users_interface_language_known',
      sql`${t.interfaceLanguage} IN (${sql.raw(INTERFACE_LANGUAGES.map((l) => `'${l}'`).join(', '))})`,
    ),
    index('users_created_at_idx').on(t.createdAt),
    index('users_last_login_idx').on(t.lastLogin),
    index('users_referrer_uid_idx').on(t.referrerUid),
    index('users_search_text_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
