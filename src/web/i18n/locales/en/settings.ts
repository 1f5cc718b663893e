// Settings (issue 27). Panels' own strings live under their panel's key.
export default {
  title: 'Settings',
  description: 'Your profile, notifications, safety, privacy and data, invites and experiments.',
  tabsLabel: 'Settings sections',
  panels: {
    profile: { label: 'Profile', description: 'How you appear to other members.' },
    notifications: {
      label: 'Notifications',
      description: 'What Lorien tells you about, and when.',
    },
    safety: {
      label: 'Safety',
      description: 'Who can reach you, who you have blocked, and where you are signed in.',
    },
    privacy: {
      label: 'Privacy & Data',
      description: 'Your consents, a copy of your data, and leaving Lorien.',
    },
    invites: {
      label: 'Invites',
      description:
        'Your personal invite code refreshes every {{hours}} hours. Share it with people you would like to see here.',
    },
    appearance: {
      label: 'Appearance',
      description: 'Interface language, and a light or dark theme or your device’s own.',
    },
    labs: {
      label: 'Labs',
      description: 'Features still in testing, for members who like to try things early.',
    },
  },
  appearance: {
    theme: 'Theme',
    themeKept: 'This choice is kept in this browser.',
    system: { label: 'System', description: 'Light or dark, as your device is set.' },
    light: { label: 'Light', description: 'Always light.' },
    dark: { label: 'Dark', description: 'Always dark: easier on the eyes at night.' },
  },
  loading: 'Loading…',
  profile: {
    title: 'Your profile',
    intro: 'The same details as Edit Profile on your profile page.',
    loading: 'Loading your profile…',
    saving: 'Saving…',
    password: {
      title: 'Change password',
      intro: 'Your other sessions are signed out; this one stays.',
      current: 'Current password',
      new: 'New password',
      hint: 'At least {{count}} characters.',
      submit: 'Change password',
      changed: 'Password changed.',
      changedSignedOut_one: 'Password changed. {{count}} other session signed out.',
      changedSignedOut_other: 'Password changed. {{count}} other sessions signed out.',
    },
    email: {
      title: 'Change email',
      intro: 'You sign in with <strong>{{email}}</strong>. Your password confirms the change.',
      new: 'New email',
      password: 'Password',
      submit: 'Change email',
    },
  },
  privacy: {
    title: 'Privacy',
    allowDMs: {
      label: 'Allow direct messages',
      description: 'Members can message you and share posts with you by message.',
    },
    emotion: {
      label: 'Emotion tracking',
      description:
        'What you read and react to shapes your mood, your daily rhythm, your feed and your insights. Off: nothing is tracked and your feed is not tuned to your mood.',
    },
    ads: {
      label: 'Ads personalisation',
      description:
        'Lorien shows no ads today. If sponsored posts ever arrive, they may be matched to your interests only while this is on.',
    },
    loadFailed: 'We could not load your privacy settings.',
    eraseRegion: 'Erase stored emotion data',
    eraseOffer:
      'Emotion tracking is off. Lorien still holds the mood and daily rhythm it learned before. Erase them too?',
    erasing: 'Erasing…',
    erase: 'Erase my emotion data',
    keep: 'Keep it',
    erased: 'Your stored mood and daily rhythm are erased.',
    consentsChanged: 'Consents last changed <time>{{when}}</time>.',
    download: {
      title: 'Download your data',
      intro:
        'A copy of everything Lorien holds about you (your profile, posts, comments, messages, follows, saves and invites) as one JSON file.',
      button: 'Download your data',
      preparing: 'Preparing your archive…',
      downloading: 'Your archive is downloading as <code>{{file}}</code>.',
    },
    delete: {
      title: 'Delete account',
      intro:
        'Permanently remove your account and everything you have shared. This cannot be undone.',
      button: 'Delete account',
    },
  },
  deleteDialog: {
    title: 'Delete your account?',
    explain:
      'This permanently deletes your Lorien account and everything in it: your profile, posts, comments, messages, saves and invite codes. It cannot be undone, and we cannot restore it for you.',
    copyFirst: 'If you want a copy, download your data before you continue.',
    password: 'Your password',
    passwordHint: 'To confirm it is really you.',
    cancel: 'Cancel',
    deleting: 'Deleting…',
    submit: 'Delete my account',
  },
  safety: {
    dmTitle: 'Who may message me',
    allowDMs: 'Allow direct messages',
    dmOn: 'On: any member who has not blocked you, and whom you have not blocked, can message you. Your profile shows a Message button.',
    dmOff:
      'Off: nobody can send you a message or share a post with you by message, and your profile shows no Message button. Messages you already have stay in your inbox.',
    settingsLoadFailed: 'We could not load your settings.',
    blocked: {
      title: 'Blocked members',
      intro: 'You do not see their posts, and neither of you can message or follow the other.',
      unblockFailed: 'We could not unblock them. Please try again.',
      loadFailed: 'We could not load the members you blocked.',
      empty: 'You have not blocked anyone.',
      listLabel: 'Blocked members',
      unblocking: 'Unblocking…',
      unblockLabel: 'Unblock {{name}}',
      unblock: 'Unblock',
      unblocked: '{{name}} is unblocked.',
    },
    sessions: {
      title: 'Where you are signed in',
      signOutFailed: 'We could not sign out your other sessions. Try again.',
      loadFailed: 'We could not load your sessions.',
      listLabel: 'Active sessions',
      thisDevice: 'This device',
      device: '{{browser}} on {{system}}',
      unknownDevice: 'Unknown device',
      lastSeen: 'Last seen',
      signingOut: 'Signing out…',
      signedOut_one: 'Signed out of {{count}} other session.',
      signedOut_other: 'Signed out of {{count}} other sessions.',
      signOutOthers: 'Sign out of other sessions',
      onlyHere: 'You are signed in only here.',
    },
  },
  notifications: {
    inboxTitle: 'In your inbox',
    inboxIntro: 'Choose what Lorien tells you about.',
    updateFailed: 'We could not update your notification settings. Try again.',
    loadFailed: 'We could not load your notification settings.',
    settingsLoadFailed: 'We could not load your settings.',
    kinds: {
      follow: { label: 'New followers', description: 'Someone starts following you.' },
      echo: { label: 'Echoes', description: 'Someone echoes one of your posts.' },
      save: { label: 'Saves', description: 'Someone saves one of your posts.' },
      comment: { label: 'Comments', description: 'Someone comments on one of your posts.' },
      reply: { label: 'Replies', description: 'Someone replies to one of your comments.' },
      mention: { label: 'Mentions', description: 'Someone mentions you in a post or comment.' },
      invite_accepted: {
        label: 'Accepted invites',
        description: 'Someone joins Lorien with your invite code.',
      },
    },
    emailTitle: 'Email',
    digest: {
      label: 'Weekly digest',
      description:
        'Once a week, an email with your week on Lorien: your posts, your moods and your new followers.',
    },
  },
  labs: {
    title: 'Ambient sound',
    soundscapes: {
      label: 'Mood soundscapes',
      description:
        'An ambient sound made in your browser from your current mood: warmer when you are bright, slower when you are calm. It plays only when you press Play.',
    },
    turnOn: 'Turn soundscapes on to try one.',
    trackingOff: 'Emotion tracking is off, so this plays a neutral soundscape.',
    tuned: 'Tuned to your current mood: {{character}}.',
    character: { slow: 'slow', lively: 'lively', warm: 'warm', wistful: 'wistful' },
    notLearned: 'Lorien has not learned your mood yet, so this plays a neutral soundscape.',
    stop: 'Stop soundscape',
    starting: 'Starting…',
    play: 'Play soundscape',
    volume: 'Volume',
    playing: 'Playing. It keeps going until you stop it or leave this page.',
    failed: 'This browser could not play sound. Try another browser.',
  },
} as const;
