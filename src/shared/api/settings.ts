// The settings, consents, sessions, insights and feedback contract (issue 13), shared by the
// server routes and the SPA. Paths live in paths.ts (SETTINGS_API).
import { z } from 'zod';
import { EMOTION_PROTOTYPES, FEEDBACK_MAX_LENGTH, INSIGHT_COLOUR_KEYS } from '../constants.ts';
import { INTERFACE_LANGUAGES } from '../i18n/languages.ts';
import { MESSAGES } from '../messages.ts';
import { EMAIL_MAX_LENGTH, isValidEmail, normalizeEmail } from '../validation/email.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG } from './accounts.ts';
import { PASSWORD_MIN_LENGTH } from '../constants.ts';

export const preferences = z.object({
  allowDMs: z.boolean(),
  weeklyDigest: z.boolean(),
  moodSoundscapes: z.boolean(),
  /** The language Lorien speaks to the member in (issue 27); null follows the browser. */
  interfaceLanguage: z
    .enum(INTERFACE_LANGUAGES, { error: MESSAGES.interfaceLanguageInvalid })
    .nullable(),
});
export type Preferences = z.infer<typeof preferences>;

export const consentsView = z.object({
  emotionTracking: z.boolean(),
  ads: z.boolean(),
  updatedAt: z.string().nullable(),
});
export type ConsentsView = z.infer<typeof consentsView>;

export const settingsResponse = z.object({
  preferences,
  consents: consentsView,
  /** Whether an emotion state or circadian profile is stored (what "erase" would remove). */
  emotionStateStored: z.boolean(),
});
export type SettingsResponse = z.infer<typeof settingsResponse>;

const atLeastOne = (value: Record<string, unknown>) =>
  Object.values(value).some((v) => v !== undefined);

export const preferencesRequest = preferences
  .partial()
  .strict()
  .refine(atLeastOne, { message: MESSAGES.badRequest });
export type PreferencesRequest = z.infer<typeof preferencesRequest>;

export const consentsRequest = z
  .object({ emotionTracking: z.boolean().optional(), ads: z.boolean().optional() })
  .strict()
  .refine(atLeastOne, { message: MESSAGES.badRequest });
export type ConsentsRequest = z.infer<typeof consentsRequest>;

export const sessionView = z.object({
  id: z.string(),
  /** "Chrome on Linux" from the user agent; "Unknown device" without one (English). */
  device: z.string(),
  /** The same as parts the web app words in the member's language; null when not recognised. */
  browser: z.string().nullable(),
  system: z.string().nullable(),
  createdAt: z.string(),
  lastSeen: z.string(),
  current: z.boolean(),
});
export type SessionView = z.infer<typeof sessionView>;
export const sessionsResponse = z.object({ sessions: z.array(sessionView) });

const currentPasswordField = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, MESSAGES.passwordRequired)
  .max(PASSWORD_MAX_LENGTH, MESSAGES.wrongPassword);

export const passwordChangeRequest = z.object({
  currentPassword: currentPasswordField,
  newPassword: z
    .string({ error: MESSAGES.passwordRequired })
    .min(1, MESSAGES.passwordRequired)
    .min(PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, PASSWORD_TOO_LONG),
});
export type PasswordChangeRequest = z.input<typeof passwordChangeRequest>;

// Characters that show nothing (format characters such as the zero-width space and joiners, bidi
// marks, variation selectors): an address typed with one would read as another member's.
const INVISIBLE_IN_EMAIL = /\p{Cf}|\u034F|[\uFE00-\uFE0F]|[\u{E0100}-\u{E01EF}]/gu;

/** Ours (issue 30): one form for a new address: NFKC, nothing invisible, lower case. */
export function normalizeNewEmail(email: string): string {
  return normalizeEmail(email.normalize('NFKC').replace(INVISIBLE_IN_EMAIL, ''));
}

export const emailChangeRequest = z.object({
  email: z
    .string({ error: MESSAGES.emailRequired })
    .max(EMAIL_MAX_LENGTH * 4, MESSAGES.invalidEmail)
    .transform(normalizeNewEmail)
    .pipe(
      z
        .string()
        .min(1, MESSAGES.emailRequired)
        .refine(isValidEmail, { message: MESSAGES.invalidEmail }),
    ),
  password: currentPasswordField,
});
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;
/** The change waits for the link: `pendingEmail` is where it went (null when nothing changes). */
export const emailChangeResponse = z.object({
  email: z.string(),
  pendingEmail: z.string().nullable(),
});
export type EmailChangeResponse = z.infer<typeof emailChangeResponse>;

export const emailConfirmRequest = z.object({
  token: z
    .string({ error: MESSAGES.emailChangeLinkInvalid })
    .min(1, MESSAGES.emailChangeLinkInvalid)
    .max(200, MESSAGES.emailChangeLinkInvalid),
});
export const emailConfirmResponse = z.object({ email: z.string() });

export { FEEDBACK_MAX_LENGTH } from '../constants.ts';
/** The spec's silent EMPTY error: the SPA never sends it (the button stays disabled). */
export const FEEDBACK_EMPTY_CODE = 'EMPTY';

export const feedbackRequest = z.object({
  message: z.string().max(FEEDBACK_MAX_LENGTH * 2),
});
export const feedbackResponse = z.object({ id: z.string(), createdAt: z.string() });

export const insightEmotion = z.enum([...INSIGHT_COLOUR_KEYS, 'unknown']);
/** A feeling as cards name it: one of the 12 prototypes, or unknown. */
export const moodName = z.enum([...EMOTION_PROTOTYPES, 'unknown']);
/** A mix entry names the feeling (as on a card) and gives the insight colour it is drawn in. */
const mixEntry = z.object({
  emotion: moodName,
  colour: insightEmotion,
  count: z.number(),
  share: z.number(),
});

export const insightsResponse = z.object({
  tracking: z.boolean(),
  windowDays: z.number(),
  posts: z.object({
    total: z.number(),
    inWindow: z.number(),
    cadenceScore: z.number(),
    /** Null while tracking is off. */
    diversityPercent: z.number().nullable(),
    distinctEmotions: z.number().nullable(),
    mix: z.array(mixEntry),
    /** Posts per hour of the day (community time zone), 24 numbers. */
    byHour: z.array(z.number()),
  }),
  engaged: z.object({ total: z.number(), mix: z.array(mixEntry) }).nullable(),
  mood: z
    .array(
      z.object({
        date: z.string(),
        valence: z.number().nullable(),
        arousal: z.number().nullable(),
        samples: z.number(),
      }),
    )
    .nullable(),
  circadian: z.object({ matrix: z.array(z.array(z.number())), updatedAt: z.string() }).nullable(),
  /** The current emotion state vector (for the soundscape and the headline), when stored. */
  state: z.object({ vector: z.array(z.number()), lastUpdated: z.string() }).nullable(),
});
export type InsightsResponse = z.infer<typeof insightsResponse>;
