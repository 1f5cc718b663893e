// Every user-facing message of spec sections 2, 4, 5, 6 and 8, defined once, word for word.
// The server answers with a stable error code; the client shows the message for that code.

import {
  COMMENT_TEXT_MAX,
  FEEDBACK_MAX_LENGTH,
  MESSAGE_TEXT_MAX,
  MUTED_WORD_MAX_LENGTH,
  MUTED_WORDS_MAX,
  PASSWORD_MAX_LENGTH,
  POST_IMAGES_MAX,
  POST_TEXT_MAX,
  SHARE_NOTE_MAX,
} from './constants.ts';

export const MESSAGES = {
  // Mute (ours, issue 28; limits in constants.ts)
  mutedWordEmpty: 'Enter a word, phrase or #topic to mute.',
  mutedWordTooLong: `A muted word can be at most ${MUTED_WORD_MAX_LENGTH} characters.`,
  mutedWordsFull: `You can mute up to ${MUTED_WORDS_MAX} words. Remove one to add another.`,
  mutedWordExists: 'You already mute that word.',
  mutedWordNotFound: 'That muted word was not found.',
  // Safety labels on post cards (ours; docs/decisions.md, "Disputed claims")
  safetyLabelReachLimited:
    'Limited reach: our safety check found this post may be hostile, hateful or misleading.',
  safetyLabelDisputed: 'Disputed claim: our safety check found this post may be misleading.',

  // Sign-up (client, section 5)
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  usernameRequired: 'Username is required',
  usernameLength: 'Username must be between 3 and 24 characters.',
  usernameSpaces: 'Username cannot contain spaces.',
  usernameCharacters: 'Only letters, numbers, dots, dashes, and underscores are allowed.',
  usernameProfanity: 'Please choose a different username.',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  inviteCodeRequired: 'Referral code is required',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Password must be at least 6 characters',
  /** Not in the spec: the cap on a password's length (PASSWORD_MAX_LENGTH). */
  passwordTooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`,
  passwordsDoNotMatch: 'Passwords do not match',

  // Sign-up (service, sections 5 and 8)
  usernameTaken: 'That username is taken. Please pick another one.',
  inviteCodeMissing: 'A referral code is required to join Lorien.',
  inviteCodeInvalid: 'That invite code is invalid or has already been rotated.',
  inviteCodeExpired: 'This invite code has expired. Please request a fresh one from your host.',
  emailInUse: 'This email address is already registered.',
  invalidEmail: 'Invalid email address.',
  emailPasswordDisabled: 'Email/password accounts are not enabled.',
  weakPassword: 'Password should be at least 6 characters.',
  signupFailed: 'An error occurred during registration. Please try again.',
  capacityReached: 'Registration is currently at capacity. Please try again later.',

  // Sign-in (section 8)
  accountDisabled: 'This account has been disabled.',
  userNotFound: 'No account found with this email address.',
  wrongPassword: 'Incorrect password.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again later.',
  loginFailed: 'An error occurred during login. Please try again.',
  logoutFailed: 'An error occurred during logout. Please try again.',

  // Password reset (sections 5 and 8)
  resetEmailRequired: 'Please enter your email address',
  resetEmailInvalid: 'Please enter a valid email address',
  tooManyResetAttempts: 'Too many password reset attempts. Please try again later.',
  networkError: 'Network error. Please check your connection and try again.',
  resetFailed: 'Unable to send reset email. Please try again later.',

  // Ours, where the spec is silent: bot check and the reset page
  botCheckFailed: 'We could not verify that you are human. Please try again.',
  resetConfirmFailed: 'We could not set your new password. Please try again.',
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  passwordUpdated: 'Your password has been updated. You can sign in now.',
  // Ours (issue 30): an e-mail change waits for the link sent to the new address.
  emailLookalike:
    'This address looks like the address of another member. Please use a different one.',
  emailChangeLinkInvalid:
    'This confirmation link is invalid or has expired. Please ask for a new one in Settings.',
  emailChanged: 'Your email address has been changed.',

  // Invites (sections 4 and 8)
  inviteGenerateUnique: 'We could not generate a unique invite code. Please try again.',
  inviteGenerateFailed: 'Unable to generate invite code right now.',
  inviteExpiredRefresh: 'This invite code has expired. Refresh to generate a new one.',
  inviteExpiredTapRefresh: 'This invite code expired. Tap refresh to generate a new one.',
  inviteLoadFailed: 'We could not load your invite data.',
  inviteSignInToView: 'You need to be signed in to view invites.',
  inviteSignInToGenerate: 'You need to be signed in to generate invites.',
  inviteCopyManually: 'We could not copy the code automatically. Please copy it manually.',
  inviteCopyManuallyShort: 'Copy it manually.',

  // Roles (section 6)
  notAuthenticated: 'Not authenticated',
  /** Ours (issue 29): GET /metrics without METRICS_TOKEN as its bearer token. */
  metricsTokenRequired: 'A valid metrics token is required.',

  // Upload (section 8)
  fileRequired: 'File is required',
  storageNotConfigured: 'Firebase storage not configured',

  // Posts (sections 5 and 8)
  postEmptyClient: 'Please add text or attach an image before publishing.',
  postEmptyService: 'Post requires text or an image.',
  onlyImagesClient: 'Only image files can be attached.',
  onlyImagesService: 'Only image uploads are supported.',
  imageTooLarge: 'Image must be smaller than 5 MB.',
  postDeleteFailed: 'Unable to delete this post right now. Please try again.',
  postHiddenYouBlocked: 'You blocked this author. Post hidden.',
  postHiddenBlockedYou: 'This author has blocked you.',
  postNotAvailable: 'This post is not available.',

  // Direct messages (sections 5, 6 and 8)
  messageNeedsContent: 'Message must include text or an image.',
  messageEmpty: 'Message cannot be empty.',
  messageSendFailed: 'Failed to send message. Please try again.',
  messageDeleteFailed: 'Unable to delete this message. Please try again.',
  dmYouBlocked: 'You have blocked this user.',
  dmBlockedYou: 'This user has blocked you.',
  /** Not in the spec: the bound on one direct message. */
  messageTooLong: `Message must be at most ${MESSAGE_TEXT_MAX} characters.`,
  /** Not in the spec: another member's message, or one already deleted. */
  messageNotFound: 'This message is no longer available.',
  /** Not in the spec: a member writing to themselves. */
  messageToSelf: 'You cannot message yourself.',

  // Share modal (section 5)
  shareRecipientRequired: 'Please enter a user ID to share with.',

  // Block and profile (sections 2, 5 and 8)
  invalidTargetUser: 'Invalid target user',
  profileBlockedYou: 'This profile is not available because this user has blocked you.',
  profileYouBlocked: 'You blocked this user. Their posts are hidden.',
  profileUpdateFailed: 'Profile could not be updated right now. Please try again.',
  privacyUpdateFailed: 'We could not update your privacy preferences. Try again.',
  exportFailed: 'We could not prepare your archive. Please try again later.',
  deleteAccountFailed: 'We could not delete your account. Please re-authenticate and try again.',
  /** Not in the spec: the landing page's confirmation after an account deletion. */
  accountDeleted: 'Your account was deleted. Everything you shared on Lorien is gone.',

  // Search (section 8)
  searchNoMatches: 'No matches found. Try another mood or name.',
  searchUnavailable: 'Search unavailable right now.',
  profilesNoMatches: 'No matching profiles yet.',
  profilesUnavailable: 'Profiles unavailable right now.',

  // Highlight (section 2)
  highlightTitle: "Today's Highlight",
  highlightSubtitle:
    "The posts shaping today's collective mood. Curated from engagement, freshness, and resonance.",
  highlightBack: 'Back to Dashboard',
  highlightLoading: 'Loading today\u2019s highlight\u2026',
  highlightEmpty: 'No highlight posts yet. Check back soon.',

  // Contact (section 2)
  contactThanksTitle: 'Thank You!',
  contactThanksBody:
    "Your message has been sent successfully. We'll get back to you within 24-48 hours.",
  contactSendAnother: 'Send Another Message',

  // Admin (sections 2, 5 and 8)
  adminLoginTitle: 'Administrator Login',
  adminCredentialsRequired: 'Username and password are required.',
  adminAuthorizationRequired: 'Authorization required',
  /** Not in the spec: ADMIN_USERNAME and ADMIN_PASSWORD are not set on this server. */
  adminNotConfigured: 'The administrator account is not configured on this server.',
  adminLoginDenied: 'Login denied. Please check your credentials.',
  adminServerError: 'Server error',
  adminLoadFailed: 'Failed to load data',
  adminLoginFailed: 'Login failed.',
  adminOperationFailed: 'Operation failed.',
  adminDeleteFailed: 'Delete operation failed.',
  adminUserBanned: 'User banned.',
  adminUserUnbanned: 'User ban removed.',
  adminUserDeleted: 'User account deleted.',
  adminNoData: 'No data',
  // Ours, where the spec is silent: the moderation queue, contact messages, feedback, invite
  adminMemberNotFound: 'This member no longer exists.',
  adminContentRemoved: 'Content removed. The author was notified.',
  adminReportDismissed: 'Report dismissed.',
  adminAuthorBanned: 'Author banned.',
  adminMarkedHandled: 'Marked as handled.',
  adminInviteRefreshed: 'A new founder invite code is ready.',

  // Member reports (ours: the spec has no reports)
  reportReasonRequired: 'Choose what is wrong.',
  reportSent: 'Thanks for telling us. The Lorien team will review your report.',
  reportSentHidden: 'Thanks for telling us. You will no longer see this.',
  reportOwnContent: 'You cannot report your own content.',
  reportDuplicate: 'You have already reported this.',
  reportFailed: 'We could not send your report. Please try again.',
  reportNotFound: 'This content is no longer available.',

  // Posts, comments, images, profiles and sharing: ours, where the spec gives a rule but no words
  postTooLong: `Posts can be at most ${POST_TEXT_MAX} characters.`,
  commentEmpty: 'Write something before you reply.',
  commentTooLong: `Comments can be at most ${COMMENT_TEXT_MAX} characters.`,
  commentDeleteFailed: 'Unable to delete this comment right now. Please try again.',
  // Edits, replies and mentions (ours, issue 28)
  postEditNotYours: 'You can only edit your own posts.',
  postEditFailed: 'We could not save your edit. Please try again.',
  replyParentUnavailable: 'The comment you are replying to is no longer available.',
  imageUnreadable: 'We could not read this image. Please try another file.',
  imageTooManyPixels: 'This image is too large in pixels. Please use a smaller one.',
  imageNotYours: 'That image was not uploaded by you or has already been used.',
  imageAlreadyUsed:
    'This image is already used in another post or message. Please upload it again.',
  shareNotAvailable: 'This post cannot be shared with this member.',
  uploadFolderInvalid: 'Uploads go to posts or messages.',
  handleTaken: 'That handle is taken. Please pick another one.',
  profileFieldTooLong: 'This field is too long.',
  dmNotAccepted: 'This member does not accept direct messages.',
  shareNoteTooLong: `Your note can be at most ${SHARE_NOTE_MAX} characters.`,
  shareToSelf: 'You cannot share a post with yourself.',
  publishSuccess: 'Your post is live.',
  publishFailed: 'We could not publish your post. Please try again.',
  shareSent: 'Shared by direct message.',
  postDeleted: 'Post deleted.',
  profileUpdated: 'Profile updated.',
  timelineLoadFailed: 'We could not load your timeline.',
  timelineMoreFailed: 'We could not load more posts.',
  followingLoadFailed: 'We could not load posts from people you follow.',
  profilePostsLoadFailed: 'We could not load these posts.',
  savedLoadFailed: 'We could not load your saved posts.',
  commentsLoadFailed: 'We could not load the responses.',
  profileLoadFailed: 'We could not load this profile.',

  // Contact form (issue 4): ours, where the spec gives the rules (section 5) but no words
  contactNameRequired: 'Please enter your name.',
  contactEmailRequired: 'Please enter your email address.',
  contactEmailInvalid: 'Please enter a valid email address.',
  contactSubjectRequired: 'Please choose a subject.',
  contactMessageRequired: 'Please write your message.',
  contactTooLong: 'This is longer than we can accept. Please shorten it.',

  // Generic (ours, not the spec's): used by the error handler
  notFound: 'We could not find what you were looking for.',
  forbidden: 'You do not have access to this.',
  badRequest: 'The request was not valid.',
  internalError: 'Something went wrong on our side. Please try again.',
  tooManyRequests: 'Too many requests. Please slow down and try again shortly.',

  // Hardening (issue 16): ours
  databaseUnavailable:
    'Lorien cannot reach its database right now. Nothing was changed; please try again in a minute.',
  deleteAccountStorageFailed:
    'Your account is intact: we could not remove your files just now. Please try again later.',
  storageUnavailable:
    'We could not store your image right now. Nothing was saved; please try again later.',
  // Operations (issue 29): ours
  storageFull:
    'Lorien has run out of storage space. Nothing was saved; please try again in a few minutes.',
  forbiddenCharacters: 'This contains characters we cannot accept.',
  invalidCursor: 'This page of results is no longer valid. Please reload.',
  // Paging (issue 28): ours
  invalidPageSize: 'The page size must be a whole number from 1 up to this list’s maximum.',
  contactNotStored: 'Your message was not sent. Please try again in a moment.',
  imageAltTooLong: 'Please keep the image description under 500 characters.',
  // Several images per post (issue 28): ours
  postTooManyImages: `A post can have at most ${POST_IMAGES_MAX} images.`,
  postImageRepeated: 'Each image can be added to a post only once.',
  postImagesTwoWays: 'Attach images as a list or as one image, not both.',
  postImageAltsMismatch: 'Send one image description for each image of the post.',

  // Hardening, second sweep (issue 30): ours
  uploadMalformed: 'We could not read this upload. Please choose the image again.',
  uploadOneFile: 'Please upload one image at a time.',
  nameNotVisible: 'Names need at least one visible letter.',
  nameDirectionControls: 'Names cannot contain text-direction control characters.',

  // Issue 27: server texts that were written inline, moved here so that they have a Turkish twin
  requestInvalidJson: 'The request body is not valid JSON.',
  requestTooLarge: 'The request is too large.',
  unsupportedMediaType: 'This content type is not supported.',
  csrfRejected: 'This request was blocked to protect your account.',
  operatorOnly: 'This endpoint is for the local operator only.',
  feedbackEmpty: 'Feedback message is empty.',
  feedbackTooLong: `Feedback can be at most ${FEEDBACK_MAX_LENGTH} characters.`,
  interfaceLanguageInvalid: 'Choose Turkish, English or the browser language.',
} as const;

export type MessageKey = keyof typeof MESSAGES;

/** Spec section 5, admin confirmations. */
export function adminBanConfirm(name: string): string {
  return `Are you sure you want to ban user ${name}?`;
}
export function adminUnbanConfirm(name: string): string {
  return `Do you want to remove the ban for ${name}?`;
}
export const ADMIN_DELETE_DIALOG_TITLE = 'Delete user?';
export function adminDeleteConfirm(name: string): string {
  return `You're about to permanently remove ${name}. This action cannot be undone.`;
}

/** Spec section 4, invite countdown texts. */
export function inviteRefreshesInHours(hours: number): string {
  return `Refreshes in about ${hours} hour${hours === 1 ? '' : 's'}`;
}
export function inviteRefreshesInMinutes(minutes: number): string {
  return `Refreshes in under ${minutes} minute${minutes === 1 ? '' : 's'}`;
}

/** Ours (issue 30): what Settings says once the confirmation link is on its way. */
export function emailChangeSent(email: string): string {
  return `We sent a link to ${email}; your address changes when you open it.`;
}
