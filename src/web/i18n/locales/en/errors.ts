// The errors namespace: the not-found page and the panels shown when a route fails.
export default {
  notFound: {
    title: 'Page not found',
    home: 'Go to the home page',
    noPage: 'There is no page at <path>{{path}}</path>.',
  },
  offline: {
    title: 'You are offline',
    retry: 'Retry',
    body: 'This page could not load without a connection. Check that you are online, then retry.',
  },
  checking: {
    title: 'Loading this page failed',
    documentTitle: 'Loading failed',
    body: 'Checking your connection…',
  },
  updated: {
    title: 'Lorien has been updated',
    documentTitle: 'Update available',
    reload: 'Reload the page',
    body: 'A newer version is ready. Reload to pick up where you left off.',
  },
  unknown: {
    title: 'Something went wrong',
    tryAgain: 'Try again',
    home: 'Go to the home page',
  },
} as const;
