// The paging namespace (issue 28): "Load more" on every list, and the followers and following
// lists opened from a profile's counts.
export default {
  loading: 'Loading…',
  more: {
    posts: 'Load more posts',
    saved: 'Load more saved posts',
    comments: 'Show earlier responses',
    notifications: 'Load older notifications',
    messages: 'Load earlier messages',
    messagesBusy: 'Loading earlier messages…',
    invited: 'Show more people you invited',
    adminUsers: 'Load more members',
    people: 'Load more',
  },
  failed: {
    invited: 'We could not load more of the people you invited. Please try again.',
    adminUsers: 'We could not load more members. Please try again.',
  },
  people: {
    followersTitle: '{{name}}’s followers',
    followingTitle: 'People {{name}} follows',
    followersEmpty: 'No followers to show yet.',
    followingEmpty: 'Not following anyone you can see yet.',
    followersFailed: 'We could not load the followers. Please try again.',
    followingFailed: 'We could not load who this member follows. Please try again.',
    you: 'You',
    following: 'Following',
    close: 'Close',
    showFollowers: '(show the followers)',
    showFollowing: '(show who they follow)',
  },
} as const;
