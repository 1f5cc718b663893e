import {
  ADMIN_DELETE_DIALOG_TITLE,
  adminBanConfirm,
  adminDeleteConfirm,
  adminUnbanConfirm,
  emailChangeSent,
  inviteRefreshesInHours,
  inviteRefreshesInMinutes,
  MESSAGES_TR,
} from '../../shared/messages.tr.ts';
import { messageSet } from '../../shared/i18n/message-set.ts';

// The Turkish strings every page needs (the entry's namespaces and the server messages), one file
// for the browser, downloaded only for a Turkish interface (i18n.ts; docs/decisions.md,
// "Interface languages"). Named exports only: a file of several modules imported as a namespace
// would need the bundler's helpers in a file of their own, one more request on every page.

export { default as common } from './locales/tr/common.ts';
export { default as errors } from './locales/tr/errors.ts';

export const serverMessages = messageSet(MESSAGES_TR, {
  adminBanConfirm,
  adminUnbanConfirm,
  ADMIN_DELETE_DIALOG_TITLE,
  adminDeleteConfirm,
  inviteRefreshesInHours,
  inviteRefreshesInMinutes,
  emailChangeSent,
});
