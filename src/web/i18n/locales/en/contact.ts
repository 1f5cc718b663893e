// The contact namespace: the contact page and its form. The form's messages (thanks, validation)
// are the spec's, in src/shared/messages.ts.
export default {
  header: {
    eyebrow: 'Get in touch',
    title: 'Contact',
    description:
      'Questions, feedback, partnerships or press: write to the Lorien team. We read every message and reply within {{responseTime}}.',
    metaDescription:
      'Write to the Lorien team in Istanbul: questions, feedback, bugs, partnerships, investment or press. We reply within {{responseTime}}.',
  },
  blocksTitle: 'Ways to reach us',
  blocks: {
    developer: {
      title: 'Developer',
      body: 'Lorien is designed and built by a small, independent team. Found a bug, or missing something?',
      action: 'Report a bug',
    },
    email: {
      title: 'Email',
      body: 'This form is our inbox: every message reaches the team directly, and we answer by email.',
      action: 'Write to us',
    },
    business: {
      title: 'Business',
      body: 'Partnerships, investment and brand collaborations, which open after the private beta.',
      action: 'Talk business',
    },
    press: {
      title: 'Press',
      body: 'Interviews, background and facts about Lorien for journalists.',
      action: 'Press enquiry',
    },
    location: { title: 'Location', body: 'Istanbul, Türkiye' },
    response: { title: 'Response time', body: 'We reply within {{responseTime}}.' },
  },
  faqTitle: 'Frequently asked',
  faq: {
    soon: {
      question: 'How soon will you answer?',
      answer: 'Within {{responseTime}}, by email, to the address you give us.',
    },
    signIn: {
      question: 'I cannot sign in. What can I do?',
      answer:
        'Use “Forgot password?” on the <a>sign-in page</a>; the link we send expires in {{lifetime}}. If that does not help, write to us with the subject Support.',
      lifetime_one: '{{count}} hour',
      lifetime_other: '{{count}} hours',
    },
    invite: {
      question: 'How do I get an invite code?',
      answer:
        'From a member: everyone has one to share, and codes refresh every {{hours}} hours. We do not hand out codes through this form.',
    },
    report: {
      question: 'How do I report a post or a person?',
      answer:
        'Block them from their profile, which hides their posts from you at once. Then write to us with the subject Support and the link to the post or profile.',
    },
    data: {
      question: 'How do I get a copy of my data, or delete my account?',
      answer:
        'Both are in Settings, under Privacy & Data, and take effect at once. The <a>Privacy Policy</a> lists what the export contains.',
    },
  },
  notice: {
    title: 'Lorien is in early development',
    body: 'Some of what you read about is still being built, and things will sometimes break. Your messages help us decide what comes first, so do not hold back.',
  },
  form: {
    title: 'Send us a message',
    required: 'Every field is required.',
    name: 'Name',
    email: 'Email',
    subject: 'Subject',
    chooseSubject: 'Choose a subject',
    message: 'Message',
    send: 'Send Message',
    sending: 'Sending…',
  },
  subjects: {
    general: 'General question',
    feedback: 'Feedback',
    bug: 'Bug report',
    feature: 'Feature request',
    partnership: 'Partnership',
    investment: 'Investment',
    press: 'Press',
    support: 'Support',
  },
} as const;
