// Insights (issue 27). The sentences computed in src/domain/insights stay English for now.
export default {
  title: 'Insights',
  description:
    'The emotional shape of what you share and read: your mix of moods, how they move over time, and your daily rhythm.',
  loadFailed: 'We could not load your insights. Please try again.',
  loading: 'Loading your insights…',
  cadence: {
    title: 'Posting cadence',
    none: 'You have not posted in the last {{days}} days.',
    lead_one: '{{count}} post in the last {{days}} days',
    lead_other: '{{count}} posts in the last {{days}} days',
    steady: '{{lead}}: a steady rhythm.',
    fewDays: '{{lead}}: about one every few days.',
    more: '{{lead}}. Posting more often lifts this score.',
  },
  diversity: {
    title: 'Emotional diversity',
    none: 'None of your recent posts carried a clear emotion yet.',
    lead_one: 'Your recent posts carry {{count}} mood',
    lead_other: 'Your recent posts carry {{count}} different moods',
    leads: '{{lead}}; {{mood}} leads.',
    plain: '{{lead}}.',
  },
  trackingOff: {
    title: 'Emotion tracking is off',
    body: 'You turned emotion tracking off, so Lorien keeps no record of your moods and shows no tracked data here: no emotion mix, no mood over time, no daily rhythm. Your feed is not tuned to your mood either.',
    link: 'Privacy settings',
  },
  mix: {
    writeTitle: 'The emotions in your posts',
    writeLabel: 'Emotions in your posts',
    writeNone: 'Your posts carry no clear emotion yet.',
    write: 'Most of what you write reads as {{mood}} ({{share}}%).',
    writeEmpty: 'Once you post, the emotions in your words appear here, out of {{moods}}.',
    engageTitle: 'The emotions you engage with',
    engageLabel: 'Emotions in posts you engaged with',
    engageNone: 'No clear emotion yet.',
    engage: 'Most of what you engage with reads as {{mood}} ({{share}}%).',
    engageEmpty:
      'Read, echo, save or comment on other members’ posts, and the emotions you gravitate to appear here.',
    and: 'and',
  },
  mood: {
    title: 'Your mood over {{days}} days',
    oneDay: 'One day of mood so far; the line grows as you post and read.',
    explain:
      'Valence is how pleasant, arousal how energised, from what you wrote and read each day.',
    empty: 'Your mood line starts with your first post or the first posts you read and react to.',
  },
  rhythm: {
    title: 'Your daily rhythm',
    empty:
      'Lorien learns how you feel at each hour from what you read and react to. Your 24-hour rhythm appears after your first few interactions.',
  },
  charts: {
    valenceSeries: 'Valence (how pleasant)',
    arousalSeries: 'Arousal (how energised)',
    low: 'low',
    mid: 'mid',
    high: 'high',
    point_one: '{{date}}: {{series}} {{value}} ({{count}} post)',
    point_other: '{{date}}: {{series}} {{value}} ({{count}} posts)',
    moodCaption: 'Valence and arousal per day, 0% to 100%',
    day: 'Day',
    hour: 'Hour',
    dimensions: {
      valence: 'Valence',
      arousal: 'Arousal',
      dominance: 'Dominance',
      energy: 'Energy',
      focus: 'Focus',
      social: 'Social',
      novelty: 'Novelty',
      stress: 'Stress',
    },
    rhythmLabel: 'Your 24-hour rhythm, described in the table below',
    cell: '{{dimension}} at {{hour}}: {{value}}',
    rhythmLegend:
      'Each row from its lowest hour (faint) to its highest (strong). Hours in Istanbul time.',
    rhythmCaption: 'Your rhythm per hour, 0% to 100%',
    score: '{{label}}: {{value}} out of 100',
  },
} as const;
