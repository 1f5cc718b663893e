// The member shell: header actions, navigation and the signed-out panel (app-layout.tsx).
export default {
  nav: {
    label: 'Main',
    home: 'Home',
    insights: 'Insights',
    inbox: 'Inbox',
    settings: 'Settings',
    profile: 'Profile',
    postcast: 'Postcast',
    unread: '{{count}} unread',
  },
  header: {
    invite: 'Invite',
    feedback: 'Share Feedback',
    signOut: 'Sign Out',
  },
  guest: {
    navLabel: 'Account',
    join: 'Join with an invite',
    checking: 'Checking your session…',
  },
  signIn: {
    title: 'Please sign in',
    signIn: 'Sign in',
    home: 'Back to the home page',
    membersOnly: 'This part of Lorien is for members. Sign in to pick up where you left off.',
    postTitle: 'Sign in to see this post',
    postMembersOnly:
      'Posts on Lorien are shared with members only. Sign in and we will take you straight to this one.',
    newHere: 'New here? Lorien is invite-only; <link>join with an invite code</link>.',
    unreachable: 'We could not reach Lorien to check whether you are signed in.',
    retrying: 'Checking…',
    retry: 'Try again',
  },
} as const;
