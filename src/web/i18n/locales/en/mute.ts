// The mute namespace (issue 28): Settings › Safety's muted accounts and words, and the Mute
// actions on profiles and post cards.
export default {
  members: {
    title: 'Muted accounts',
    intro:
      'Their posts, comments and notifications leave your feeds and lists. They are not told, and you still follow them if you did. A link to one of their posts still opens.',
    listLabel: 'Muted accounts',
    empty: 'You have not muted anyone.',
    loadError: 'We could not load the accounts you muted.',
    unmute: 'Unmute',
    unmuteNamed: 'Unmute {{name}}',
    unmuting: 'Unmuting…',
    unmuteError: 'We could not unmute them. Please try again.',
  },
  words: {
    title: 'Muted words',
    intro:
      'Posts and comments with these words or #topics leave your feeds and lists (not your own posts, and not a post you open by its link). Capitals and accents do not matter: “istanbul” also mutes “İSTANBUL’da”. Whole words only; end a word with * to mute every word that starts with it (maç* mutes maçta).',
    fieldLabel: 'Word, phrase or #topic',
    add: 'Mute word',
    adding: 'Adding…',
    count: '{{used}} of {{max}} words',
    listLabel: 'Muted words',
    empty: 'You have not muted any words.',
    loadError: 'We could not load your muted words.',
    remove: 'Remove',
    removeNamed: 'Remove “{{word}}”',
    removing: 'Removing…',
    removeError: 'We could not remove that word. Please try again.',
    added: '“{{word}}” is muted.',
    removed: '“{{word}}” is no longer muted.',
  },
  action: {
    mute: 'Mute',
    unmute: 'Unmute',
    muteHandle: 'Mute @{{handle}}',
    unmuteHandle: 'Unmute @{{handle}}',
    muting: 'Muting…',
    error: 'We could not change that. Please try again.',
  },
  toast: {
    muted: 'You muted @{{handle}}. Their posts are hidden from your lists.',
    unmuted: 'You unmuted @{{handle}}.',
  },
  profileNotice: 'You muted @{{handle}}. Their posts are hidden from your feeds and lists.',
} as const;
