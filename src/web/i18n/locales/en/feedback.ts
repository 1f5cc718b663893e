// Share Feedback (issue 27).
export default {
  title: 'Share Feedback',
  description:
    'Lorien is shaped by its first members. Tell us what feels right, what feels off, and what you miss.',
  label: 'Your feedback',
  placeholder: 'What feels right, what feels off, what you miss…',
  cancel: 'Cancel',
  sending: 'Sending…',
  send: 'Send feedback',
  thanks: 'Thank you!',
  thanksBody:
    'Your feedback reached the Lorien team. Every note is read, and it shapes what we build next.',
  more: 'Send more feedback',
  done: 'Done',
} as const;
