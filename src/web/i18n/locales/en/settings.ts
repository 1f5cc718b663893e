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
      description: 'Language, and light, dark, or as your device is set.',
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
} as const;
