// The common namespace: the shells (public header, member navigation), shared controls, time
// and the language switch. Screen-specific strings live in their own namespace.
import { CONTACT_RESPONSE_TIME } from '../../../../shared/constants.ts';

export default {
  loading: 'Loading Lorien…',
  skipToContent: 'Skip to content',
  dismiss: 'Dismiss',
  publicHeader: {
    navLabel: 'Account',
    openFeed: 'Open your feed',
    signIn: 'Sign in',
    getIn: 'Get In Now',
  },
  language: {
    label: 'Language',
    settingsTitle: 'Language',
    settingsHint: 'Lorien speaks to you in this language. Your posts keep their own language.',
    savedForAccount: 'Kept for your account on every device.',
    savedForBrowser: 'Kept in this browser.',
  },
  time: {
    // Short forms on cards ("5m") and the long ones for screen readers ("5 minutes ago"), as
    // Intl.RelativeTimeFormat words them: a catalogue, so a page's first render builds no
    // Intl formatter (issue 27: the first one cost a phone's main thread about 60 ms).
    minuteShort: '{{count}}m',
    hourShort: '{{count}}h',
    dayShort: '{{count}}d',
    minuteAgo_one: '{{count}} minute ago',
    minuteAgo_other: '{{count}} minutes ago',
    hourAgo_one: '{{count}} hour ago',
    hourAgo_other: '{{count}} hours ago',
    dayAgo_one: '{{count}} day ago',
    dayAgo_other: '{{count}} days ago',
  },
  // Shared by the public pages (issue 27): the logo, footer, error pages and small shared controls.
  contactResponseTime: CONTACT_RESPONSE_TIME,
  brand: 'Lorien',
  tryAgain: 'Try again',
  cancel: 'Cancel',
  logo: {
    home: 'Lorien, home',
    feed: 'Lorien, home feed',
  },
  password: {
    show: 'Show',
    hide: 'Hide',
  },
  footer: {
    tagline: '· private beta · made in Istanbul',
    navLabel: 'Legal and information',
    privacy: 'Privacy',
    terms: 'Terms',
    whitepaper: 'Whitepaper',
    contact: 'Contact',
  },
  comingTogether: {
    heading: 'This screen is coming together',
    plans: 'What you will find here:',
  },
} as const;
