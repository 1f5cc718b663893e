// The threads namespace (issue 28): editing a post and its history, replies to comments, and
// @mention suggestions.
export default {
  edited: {
    label: 'Edited',
    showHistory: 'Edited {{time}}. Show the edit history',
  },
  history: {
    title: 'Edit history',
    description: 'Every version of this post, newest first.',
    current: 'Current version',
    original: 'Original',
    earlier: 'Earlier version',
    altText: 'Image description: {{alt}}',
    altTextNumbered: 'Image {{index}} description: {{alt}}',
    empty: '(no text)',
    loading: 'Loading the edit history…',
    failed: 'We could not load the edit history.',
    close: 'Close',
  },
  edit: {
    action: 'Edit',
    actionLabel: 'Edit your post',
    title: 'Edit post',
    description: 'Everyone who can see this post can also read its earlier versions.',
    textLabel: 'Post text',
    altLabel: 'Image description (alt text)',
    altLabelNumbered: 'Image {{index}} description (alt text)',
    save: 'Save',
    saving: 'Saving…',
    cancel: 'Cancel',
    saved: 'Your edit is saved.',
  },
  reply: {
    action: 'Reply',
    actionLabel: 'Reply to {{name}}',
    replyingTo: 'Replying to @{{handle}}',
    unavailable: 'This comment was deleted or is not available.',
    formLabel: 'Write a reply to {{name}}',
    placeholder: 'Write a reply…',
    send: 'Reply',
    sending: 'Replying…',
    cancel: 'Cancel',
    repliesLabel: 'Replies to {{name}}',
  },
  mentions: {
    listLabel: 'Members to mention',
  },
} as const;
