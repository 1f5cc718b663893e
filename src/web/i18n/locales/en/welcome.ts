// The first run (issue 27): a new member's welcome, shown once after sign-up.
export default {
  title: 'Welcome',
  heading: 'Welcome to Lorien, {{name}}',
  intro:
    'Three small steps and your feed comes alive. Each one is optional, and you can change everything later.',
  people: {
    title: 'Follow a few people',
    body: 'Their posts will fill your feed. Choose two or three to start.',
    loading: 'Finding people…',
    unavailable:
      'Suggestions are unavailable right now. You can follow people later from their profiles.',
    none: 'You are one of the first here, so there is no one to suggest yet. Invite someone you would like to see here.',
    count_one: 'You follow {{count}} person.',
    count_other: 'You follow {{count}} people.',
  },
  topics: {
    title: 'Pick topics you care about',
    body: 'They go on your profile as interests, so we can suggest people who share them.',
    loading: 'Loading topics…',
    none: 'No topics are trending yet. You can add interests later in Settings › Profile.',
    label: 'Topics',
  },
  profile: {
    title: 'Add a photo and a short bio',
    body: 'A line about you helps people decide to follow you back.',
    bio: 'Bio',
    bioHint: 'For example: what you love, where you are, what you will post about.',
    photo: 'Add a photo in Settings › Profile',
  },
  finish: 'Go to my feed',
  finishing: 'Saving…',
  skip: 'Skip for now',
  failed: 'Your choices could not be saved right now. Please try again, or skip for now.',
} as const;
