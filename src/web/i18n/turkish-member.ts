// The Turkish strings the member screens share (the shell, the feed and its cards, Insights), one
// file for the browser, downloaded only for a Turkish interface (i18n.ts). A namespace of one
// screen (Settings, the inbox, admin, the public pages) keeps a file of its own.

export { default as explain } from './locales/tr/explain.ts';
export { default as feed } from './locales/tr/feed.ts';
export { default as feedback } from './locales/tr/feedback.ts';
export { default as insights } from './locales/tr/insights.ts';
export { default as invite } from './locales/tr/invite.ts';
export { default as mute } from './locales/tr/mute.ts';
export { default as paging } from './locales/tr/paging.ts';
export { default as post } from './locales/tr/post.ts';
export { default as profile } from './locales/tr/profile.ts';
export { default as shell } from './locales/tr/shell.ts';
export { default as shortcuts } from './locales/tr/shortcuts.ts';
export { default as threads } from './locales/tr/threads.ts';
