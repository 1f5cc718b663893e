// The settings module's public surface: preferences, consents, sessions, password and email
// changes, Share Feedback and the weekly digest.
export { SettingsService } from './settings.service.ts';
export { settingsRoutes } from './settings.routes.ts';
export { EMAIL_CHANGE_MAIL_JOB, queueEmailChangeMails } from './email-change-mail.ts';
export {
  DIGEST_SCHEDULE_JOB,
  DIGEST_SEND_JOB,
  digestMail,
  scheduleWeeklyDigest,
  WEEK_MS,
} from './weekly-digest.ts';
