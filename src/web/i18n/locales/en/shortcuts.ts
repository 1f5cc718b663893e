// Keyboard shortcuts (issue 28) and their list (the `?` dialog).
export default {
  dialog: {
    title: 'Keyboard shortcuts',
    description: 'They work anywhere in Lorien, except while you type in a field.',
    close: 'Close',
    keysLabel: 'Shortcuts',
  },
  actions: {
    newPost: 'Write a new post',
    next: 'Next post',
    previous: 'Previous post',
    help: 'Show these shortcuts',
  },
} as const;
