// The member's invite code: the header's Invite dialog and Settings > Invites.
export default {
  dialog: {
    title: 'Invite a Friend',
    description:
      'Lorien grows by invitation, up to {{capacity}} members. Your code refreshes every {{hours}} hours, so share it soon after you copy it.',
    done: 'Done',
  },
  copy: {
    copied: 'Copied!',
  },
  invited: {
    title: 'People you invited',
    total: '{{count}} in total',
    empty: 'No one has joined with your invites yet. When someone does, they will appear here.',
    joined: 'Joined {{when}}',
    seeAll: 'See all {{count}} in Settings',
  },
  ready: {
    newCode: 'Your new invite code is ready.',
    code: 'Your invite code',
    copyCode: 'Copy code',
    refreshing: 'Refreshing…',
    refresh: 'Refresh',
    link: 'Or share your invite link',
    copyLink: 'Copy link',
    share: 'Share',
    shareTitle: 'Join me on Lorien',
    shareText: 'Join me on Lorien, the invite-only network. My invite code: {{code}}',
    note: 'Anyone with your code or link can join while it is valid. Refreshing retires it at once, so people you already sent it to will need the new one.',
  },
  panel: {
    signIn: 'Sign in',
    retrying: 'Trying again…',
    retry: 'Try again',
    loading: 'Getting your invite code…',
  },
} as const;
