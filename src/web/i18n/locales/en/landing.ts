// The landing namespace: the public front page. Its claims are spec texts in English: keep them
// word for word. Numbers come from src/shared/constants.ts through placeholders.
export default {
  description:
    'Lorien is an invite-only social network that curates by mood and time of day, explains every card it shows you, and slows the spread of hate speech and disinformation.',
  draft: {
    badge: 'Private beta draft',
    text: 'Lorien is in early development. What you read here may still change before launch.',
  },
  hero: {
    eyebrow: 'Invite-only · {{capacity}} members',
    title: 'A feed tuned to your mood and your hour.',
    titleSoft: 'Every card tells you why.',
    lede: 'Lorien curates posts around how you feel and the hour you are in, and puts a plain-language explanation on every card. Calmer by design, built for people rather than for attention.',
    getIn: 'Get In Now',
    more: 'Need More Information',
    note: 'An invite code is required. Codes refresh every {{hours}} hours.',
  },
  example: {
    clock: '08:40 · your mornings lean calm',
    meta: '@deniz · 2h',
    mood: 'calm',
    text: 'Slow morning on the Bosphorus: tea, the 8:15 ferry, and no notifications until ten.',
    whyTitle: 'Why you’re seeing this',
    why: 'You follow Deniz, and calm posts suit your mornings.',
    caption: 'An example card. Every card in Lorien says why it is there.',
  },
  why: {
    eyebrow: 'Why it matters',
    title: 'Most feeds optimise for attention. Lorien optimises for how your day feels.',
    lede: 'The ranking still weighs what matters to a social feed, like freshness and what people engage with. It also asks whether a post fits the moment you are in, and it holds back posts that would make the whole room worse.',
    reasons: {
      mood: {
        title: 'Mood-aware',
        body: 'An eight-dimension emotion model reads the tone of what is posted, so a tense afternoon is not met with a wall of more tension.',
      },
      circadian: {
        title: 'Circadian-aware',
        body: 'Late night is not mid-morning. Lorien blends how you have felt lately with your usual rhythm for the hour you are in.',
      },
      explained: {
        title: 'Explained, card by card',
        body: 'No mystery ranking. Each card carries a short, plain reason: who posted it, what it is about and why it is in front of you now.',
      },
    },
    impactLabel: 'Lorien in numbers',
    impact: {
      dimensions: 'dimensions of tone read in every post',
      moods: 'named moods, from calm to loneliness',
      hours: 'hourly rhythms learned for each member',
      reach: 'people of {{of}} reached by a throttled post',
    },
  },
  architecture: {
    eyebrow: 'Architecture',
    title: 'Four parts, each with one job.',
    intro:
      'Lorien is small on purpose. Every part can be explained in a sentence, and the <a>whitepaper</a> gives each one its numbers.',
    figures: '{{title}} in figures',
    note: 'Runs on our own servers. The site loads nothing from anyone else: no trackers, no analytics scripts, no ad networks.',
    analysis: {
      title: 'Analysis',
      body: 'Reads each post for tone, topics and language. Tone is a vector of eight numbers, matched to the nearest of twelve named moods.',
      dimensions: '{{count}} dimensions',
      moods: '{{count}} moods',
      topics: 'topics & language',
    },
    state: {
      title: 'Your emotional state',
      body: 'Learns gently from what you read, echo, save and answer, and keeps a profile for each hour of your day. The two are blended for right now.',
      profiles: '{{count}} hourly profiles',
      blend: 'blend α {{alpha}}',
      off: 'switch it off anytime',
    },
    safety: {
      title: 'Safety',
      body: 'Scores every post for toxicity, hate speech and disinformation, and turns the three into one risk. Risky posts travel less far.',
      toxicity: 'toxicity ×{{weight}}',
      hatespeech: 'hate speech ×{{weight}}',
      disinfo: 'disinformation ×{{weight}}',
    },
    ranking: {
      title: 'Ranking and reasons',
      body: 'Weighs freshness, what people valued and how well a post fits your moment, applies the safety multiplier, and writes down why.',
      freshness: 'freshness',
      engagement: 'engagement',
      fit: 'fit',
      reason: 'one reason per card',
    },
  },
  flow: {
    eyebrow: 'Flow',
    title: 'From your post to someone’s feed.',
    intro: 'What happens in the seconds after you press publish, in the order it happens.',
    post: {
      title: 'You post',
      body: 'Up to {{max}} characters, with an optional image of up to {{megabytes}} MB.',
    },
    tone: {
      title: 'Its tone is read',
      body: 'Eight numbers for how it feels, the nearest named mood, its topics and its language.',
    },
    safety: {
      title: 'It gets a safety read',
      body: 'Toxicity, hate speech and disinformation. A risky post is throttled, never quietly edited.',
    },
    ranked: {
      title: 'It is ranked for each reader',
      body: 'Freshness and what people valued, plus how well it fits their mood at their hour.',
    },
    reason: {
      title: 'It arrives with a reason',
      body: 'The card says why it is there, in one plain sentence.',
    },
  },
  safety: {
    eyebrow: 'Safety',
    title: 'Hate speech and disinformation travel less far.',
    lede: 'Every post gets a safety read for toxicity, hate speech and disinformation. A post that looks risky is not amplified: it reaches roughly {{range}} of every {{of}} people it otherwise would.',
    note: 'Throttling limits how far a post spreads. It does not rewrite what anyone said, and the author can still see and delete it.',
    range: '{{min}} to {{max}}',
    chartLabel:
      'Reach comparison: an ordinary post reaches {{of}} of {{of}} people, a throttled post about {{range}}.',
    ordinary: 'Ordinary post',
    throttled: 'Throttled post',
    caption: 'People reached, out of every {{of}} it could have reached',
  },
  audiences: {
    eyebrow: 'Creators and advertisers',
    title: 'Reach that rewards resonance, not outrage.',
    creatorsBadge: 'For creators',
    creatorsTitle: 'Grow by being worth saving.',
    creators: {
      score:
        'In the feed score an echo counts {{echoes}}, a save {{saves}} and a reply {{responses}}; views only count on a flattening curve.',
      reasons:
        'Your readers see why your post reached them, so the reasons are never a secret from you either.',
      insights:
        'Insights show your own patterns: when you post, the moods you share, how varied they are.',
      export: 'Your posts leave with you whenever you export your data.',
    },
    advertisersBadge: 'For advertisers',
    advertisersTitle: 'No ads in the beta. Here is what we are building toward.',
    advertisers: {
      consent: 'Consent first: ad personalisation is a switch every member controls in Settings.',
      context:
        'Context, not surveillance: the topic and mood of the moment, never a profile sold on.',
      throttled:
        'Nothing rides on throttled posts: what the safety read holds back is never amplified.',
    },
  },
  brands: {
    eyebrow: 'Brands',
    title: 'Brands belong in the conversation, not in the way of it.',
    lede: 'People trust a feed that tells them why they see things. Brands on Lorien earn their place the same way members do.',
    talk: 'Talk to us about a partnership',
    rules: {
      title: 'The same rules as everyone',
      body: 'Brand accounts post, follow and get ranked like members. No payment buys reach past the safety read.',
    },
    explained: {
      title: 'Explained like everything else',
      body: 'When a brand’s post is in someone’s feed, the card says why, in the same plain words.',
    },
    partnerships: {
      title: 'Partnerships after the beta',
      body: 'We will open brand partnerships once the private beta ends. Want to be early? Tell us.',
    },
  },
  privacy: {
    eyebrow: 'Privacy',
    title: 'Your data is yours, and it leaves with you.',
    intro:
      'We keep what the product needs and tell you exactly what that is in the <a>Privacy Policy</a>.',
    export: {
      title: 'Export everything',
      body: 'Download your posts, messages, interactions and settings as one file, whenever you like, from Settings.',
    },
    delete: {
      title: 'Delete for good',
      body: 'Delete your account and everything in it, your images included. Deletion is permanent; we keep no shadow copy.',
    },
    consent: {
      title: 'Consent you control',
      body: 'Emotion tracking and ad personalisation are consents. Switch either off in Settings and Lorien stops using them.',
    },
  },
  explain: {
    eyebrow: 'Example explanations',
    title: 'You always know why a post is in your feed.',
    intro:
      'Every card carries its reason, written for people, not engineers. If a reason does not sit right with you, you know exactly what to change.',
    listLabel: 'Example cards with their explanations',
    whyTitle: 'Why you’re seeing this',
    elif: {
      age: '20 min',
      mood: 'calm',
      text: 'First rain of autumn in Moda. The whole café went quiet to listen.',
      why: 'Fresh: posted 20 minutes ago, and calm posts suit your evenings.',
    },
    mert: {
      age: '1 h',
      mood: 'pride',
      text: 'Finished the half-marathon under two hours. Legs gone, heart full.',
      why: 'You follow Mert, and people you follow are echoing it.',
    },
    selin: {
      age: '3 h',
      mood: 'curiosity',
      text: 'Starting a Sunday morning sketching group near Karaköy. Who is in? #sketching',
      why: 'Shares #sketching with posts you saved this week.',
    },
    can: {
      age: '5 h',
      mood: 'fatigue',
      text: 'Honest question: how do you all switch off after work?',
      why: 'Picked for your late evenings, when you tend to read slower, lighter posts.',
    },
  },
  roadmap: {
    eyebrow: 'Roadmap',
    title: 'Where Lorien is, and where it is going.',
    intro: 'Plans change when members tell us something better. This is the honest version.',
    now: {
      phase: 'Now',
      status: 'Private beta',
      invite: 'Invite-only membership, up to {{capacity}} members',
      posts: 'Posts, echoes, saves, replies, direct messages and blocks',
      ranking:
        'Mood- and hour-aware ranking, with Trending, Suggested people and Today’s Highlight',
      explanation: 'An explanation on every card, with the signals behind it',
      throttling: 'Reach throttling for hate speech and disinformation',
      data: 'Data export and account deletion',
      insights: 'Insights into your own patterns, and a weekly digest for those who want one',
      postcast: 'Postcast: a calmer way to catch up',
    },
    next: {
      phase: 'Next',
      status: 'Planned',
      tuning: 'Ranking tuned with beta members',
      soundscapes: 'Mood soundscapes, out of Labs',
    },
    later: {
      phase: 'Later',
      status: 'Exploring',
      opening: 'Opening beyond the first {{capacity}} members',
      creators: 'Tools for creators',
      ads: 'Consent-first advertising',
      brands: 'Brand partnerships',
    },
  },
  faq: {
    eyebrow: 'FAQs',
    title: 'Questions people ask us.',
    intro: 'Something else on your mind? <a>Write to us</a>; we answer within {{responseTime}}.',
    join: {
      question: 'How do I join Lorien?',
      answer:
        'Ask a member for an invite code, then sign up with it. Codes refresh every {{hours}} hours, so ask for a fresh one. The private beta has room for {{capacity}} members.',
    },
    mind: {
      question: 'Does “mood-aware” mean Lorien reads my mind?',
      answer:
        'No. Lorien reads the tone of the words in posts, and learns from what you do on Lorien: what you open, echo, save and reply to, and at what hour. Nothing from your camera, microphone or anywhere outside Lorien.',
    },
    tracking: {
      question: 'Can I switch emotion tracking off?',
      answer:
        'Yes. In Settings, under Privacy & Data, turn off emotion tracking. Your feed stops adapting to your mood, and every card still explains itself.',
    },
    reach: {
      question: 'Why did my post reach fewer people than usual?',
      answer:
        'If its safety read found a real risk of toxicity, hate speech or disinformation, it was throttled: it reaches roughly {{range}} of every {{of}} people it otherwise would. It is not deleted or edited.',
    },
    sell: {
      question: 'Do you sell my data?',
      answer:
        'No. We do not sell data, there are no ads in the beta, and the site loads nothing from third parties: no trackers, no analytics scripts.',
    },
    data: {
      question: 'How do I export or delete my data?',
      answer:
        'In Settings, under Privacy & Data. Export downloads everything we hold about you as one file. Delete removes your account and everything in it, for good.',
    },
    age: {
      question: 'How old do I need to be?',
      answer: 'At least {{age}}. The <a>Terms</a> explain the rest of the rules.',
    },
    cost: {
      question: 'Does it cost anything?',
      answer: 'No. There is nothing to pay during the private beta.',
    },
  },
  beta: {
    eyebrow: 'Private beta',
    title: 'A small beta, by invitation.',
    body: 'Lorien opens to {{capacity}} members while we get it right. Every member has an invite code to share, and codes refresh every {{hours}} hours, so ask a friend for a fresh one.',
    haveCode: 'I have an invite code',
    signIn: 'Already a member? Sign in',
    members: 'Members, at most',
    refresh: 'Invite codes refresh',
    refreshValue: '{{hours}} h',
    age: 'Minimum age',
    ageValue: '{{age}}+',
  },
} as const;
