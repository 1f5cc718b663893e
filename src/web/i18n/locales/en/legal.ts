// The legal namespace: the document pages (privacy, terms, whitepaper), their frame and the
// footer's summary dialog. Paragraphs are keyed by section; <a>-style tags are the links and
// emphasis the pages put inside a sentence (document-page.tsx, LegalText). Numbers are
// placeholders filled from src/shared/constants.ts.
export default {
  doc: {
    draft: 'Draft',
    updated: 'Last updated {{date}} · private beta',
    toc: 'On this page',
    legal: 'Legal',
  },
  dialog: {
    updated: 'Updated {{date}}',
    close: 'Close',
    privacy: {
      title: 'Privacy Policy',
      p1: 'We store your account, profile, posts, messages and interactions, and the signals that rank your feed: each post’s tone and safety scores, your emotional state and your hourly profile.',
      p2: 'No trackers, no analytics scripts, no ad networks. We do not sell data.',
      p3: 'Export everything or delete your account for good from Settings. Emotion tracking and ad personalisation are consents you can switch off.',
      link: 'Read the full Privacy Policy',
    },
    terms: {
      title: 'Terms of Service',
      p1: 'You must be {{age}} or older, and you join with an invite code from a member.',
      p2: 'You own what you post, and let Lorien store, show and analyse it to run the feed.',
      p3: 'No hate speech, harassment or disinformation: risky posts are throttled, and accounts that break the rules can be banned.',
      link: 'Read the full Terms',
    },
    whitepaper: {
      title: 'Whitepaper',
      p1A: 'A {{dimensions}}-dimension emotion model and {{moods}} named moods read the tone of every post.',
      p1An: 'An {{dimensions}}-dimension emotion model and {{moods}} named moods read the tone of every post.',
      p2: 'Your recent state is blended with your profile for the hour (alpha {{alpha}}) to rank the feed for right now.',
      p3: 'Risk weighs toxicity {{toxicity}}, hate speech {{hatespeech}} and disinformation {{disinfo}}; a throttled post reaches {{min}} to {{max}} of {{of}}.',
      link: 'Read the whitepaper',
    },
    contact: {
      title: 'Contact',
      p1: 'Questions, feedback, bugs, feature ideas, partnerships, investment, press and support.',
      p2: 'A small team in Istanbul. We reply within {{responseTime}}.',
      link: 'Open the contact form',
    },
  },
  terms: {
    title: 'Terms of Service',
    summary:
      'The rules of membership: who can join (you must be {{age}} or older), what you may post, and how we keep the community safe.',
    metaDescription:
      'The rules of Lorien: you must be {{age}} or older and invited, you own what you post, and hate speech and disinformation travel less far.',
    agreement: {
      title: 'The agreement',
      p1: 'These terms are the rules for using Lorien. By creating an account you accept them. They are written to be read; if anything is unclear, <contact>ask us</contact>.',
    },
    'who-can-join': {
      title: 'Who can join',
      age: 'You must be at least <strong>{{age}} years old</strong> to use Lorien.',
      invite:
        'Lorien is invite-only: you join with an invite code from a member. Codes refresh every {{hours}} hours. The private beta has room for {{capacity}} members, and sign-up closes when it is full.',
      one: 'One account per person, in your own name. Do not pretend to be someone else.',
    },
    'your-account': {
      title: 'Your account',
      password:
        'Keep your password to yourself; you are responsible for what happens in your account.',
      email: 'Keep your email address current, so that you can reset your password.',
      invites:
        'Invite people you know. Do not sell, trade or publish invite codes: every code belongs to the member who issued it, and we can tell who joined with it.',
    },
    'your-content': {
      title: 'Your content',
      p1: 'You own what you post. By posting, you allow Lorien to store it, show it to other members, and analyse it for tone, topics and safety so that we can rank and explain the feed. That permission ends when you delete the content or your account.',
      p2: 'Posts are up to {{postMax}} characters with one optional image of up to {{imageMb}} MB; comments up to {{commentMax}} characters. Only post images you have the right to share.',
    },
    'community-rules': {
      title: 'Community rules',
      p1: 'On Lorien you may not post or send:',
      hate: 'Hate speech: attacks on people for who they are.',
      harassment: 'Harassment, threats, or encouragement of violence or self-harm.',
      disinfo: 'Disinformation: false claims presented as fact that could cause real harm.',
      minors: 'Sexual content involving minors, of any kind, ever.',
      illegal: 'Anything illegal, anyone else’s private information, or spam.',
      malware: 'Malware, scraping, or attempts to break or overload the service.',
    },
    'how-we-enforce': {
      title: 'How we keep it safe',
      p1: 'Every post gets an automatic safety read. A post that looks toxic, hateful or false is throttled: it reaches roughly {{min}} to {{max}} of every {{of}} people it otherwise would. We never edit what you wrote.',
      p2: 'Members can block anyone. The administrator can ban an account that breaks these rules (a banned account cannot sign in) or delete it. If you think we got it wrong, <contact>tell us</contact>.',
    },
    ranking: {
      title: 'Ranking and reach',
      p1: 'Lorien decides the order of your feed, and every card says why it is there. Nobody is promised an audience: reach depends on freshness, on what people value, on how a post fits the moment, and on its safety read. The <whitepaper>whitepaper</whitepaper> explains the ranking in full.',
    },
    'the-beta': {
      title: 'The private beta',
      free: 'Lorien is free during the private beta.',
      early:
        'It is early software. Features will change, some will be removed, and things will sometimes break. We will tell you about changes that matter.',
      copy: 'Keep your own copy of anything important: you can export your data at any time.',
    },
    ending: {
      title: 'Leaving, and being asked to leave',
      p1: 'You can delete your account at any time in Settings; deletion is permanent. We may suspend or remove an account that breaks these terms, and we may end the beta with notice to members.',
    },
    liability: {
      title: 'Responsibility',
      p1: 'We work hard to keep Lorien available and safe, but we provide it as it is, without guarantees, to the extent the law allows. Members are responsible for what they post. The governing law and courts will be named here before Lorien opens beyond the beta.',
    },
    changes: {
      title: 'Changes to these terms',
      p1: 'This is a draft for the private beta. When we change it in a way that matters, we will tell members in Lorien before the change takes effect. Read how we treat your data in the <privacy>Privacy Policy</privacy>.',
    },
  },
  privacy: {
    title: 'Privacy Policy',
    summary:
      'What Lorien stores about you, why, who can see it, and how you export or delete it. Plain words, and only what the product really does.',
    metaDescription:
      'What Lorien stores about you, why, who can see it, and how you export your data or delete your account.',
    'who-we-are': {
      title: 'Who we are',
      p1: 'Lorien is an invite-only social network in private beta, built and run by a small team in Istanbul. This policy explains what we store about you, why, who can see it, and how you take it with you or delete it. It describes the product as it actually works today.',
      p2: 'Questions about your data go through our <contact>contact page</contact>; choose the subject “Support”.',
    },
    'what-we-store': {
      title: 'What we store',
      accountTitle: 'Your account',
      accountName:
        'First and last name, username, handle and display name, and your email address.',
      accountPassword:
        'Your password, only as a salted scrypt hash. We cannot read it, and neither can anyone who gets hold of the database.',
      accountHistory:
        'When you joined and last signed in; whether the account is active or banned; who invited you and with which code; the invite codes you issued and who joined with them.',
      profileTitle: 'Your profile and settings',
      profileBio: 'Bio, headline, location and theme colour, if you add them.',
      profileTags:
        'Up to {{tagsMax}} interest tags, derived from your name, bio and recent posts, which drive people suggestions.',
      profilePreferences:
        'Your preferences (direct messages, weekly digest, mood soundscapes) and your consents (emotion tracking, ad personalisation).',
      createTitle: 'What you create and do',
      createPosts:
        'Posts and their images, comments, echoes, saves, follows, blocks and the feedback you send us. Images are re-encoded when you upload them, which removes hidden metadata such as the location a photo was taken.',
      createMessages:
        'Direct messages, stored once in each participant’s mailbox (yours and theirs), with any image attached.',
      createNotifications: 'Notifications we send you.',
      createInteractions:
        'Interactions: which posts you open (and for how long), echo, save, reply to or share, and when. These feed your emotional state and your insights.',
      signalsTitle: 'Signals that rank your feed',
      signalsPost:
        'For each post: its tone as {{dimensions}} numbers, its nearest named mood, its topics and language, and three safety scores (toxicity, hate speech, disinformation).',
      signalsYou:
        'For you: an emotional state of {{dimensions}} numbers, and an hourly profile of {{hours}} rows of {{dimensions}} numbers, both learned from your interactions. The <whitepaper>whitepaper</whitepaper> explains how.',
      technicalTitle: 'Technical records',
      technicalCookie:
        'A sign-in cookie that keeps you signed in. For each signed-in session we store its IP address, your browser’s user agent, and when it started and expires (at most 30 days later). Signing out ends it.',
      technicalTokens:
        'Short-lived tokens ({{tokenSeconds}} seconds) when you export or delete your account, and one-hour links when you reset a password.',
      technicalLogs:
        'Server logs of requests (address, path, time, outcome) to keep Lorien running and secure. They are not used to profile anyone.',
      technicalAudit:
        'A record that consequential actions happened (a ban, a deletion, an export), so the administrator can account for them.',
      contactTitle: 'If you use the contact form',
      contactBody:
        'Your name, email address, subject and message, and a keyed hash of your IP address (used only to spot abuse; the address itself is not stored). You do not need an account.',
      note: 'What we do not have: no advertising or analytics scripts, no third-party trackers, no social plugins. The site loads nothing from other domains, and we do not buy data about you from anyone.',
    },
    'how-we-use-it': {
      title: 'How we use it',
      run: 'To run Lorien: show your posts, deliver messages, send notifications and invites.',
      rank: 'To rank and explain your feed: freshness and engagement, plus how a post fits your mood at the hour you are in (only while emotion tracking is on).',
      safe: 'To keep the community safe: every post gets a safety read, and risky posts reach fewer people. The administrator can ban accounts that break the <terms>Terms</terms>.',
      insights: 'To show you insights about your own patterns.',
      protect:
        'To protect accounts and the service: rate limits, bot checks at sign-up and password reset, and investigating abuse.',
      aggregate:
        'To understand how Lorien is doing, in aggregate: sign-ups, posts and activity per day, for the administrator’s dashboard.',
    },
    'emotion-signals': {
      title: 'Emotion signals and your consent',
      p1: 'Emotion tracking is a consent. It is on when you join, and you can switch it off at any time in Settings, under Privacy & Data. While it is off, we stop learning your emotional state and hourly profile from what you do, and your feed no longer adapts to your mood. Posts are still analysed for tone and safety, because that is how the whole community’s feed is kept calm and safe.',
      p2: 'Ad personalisation is a separate consent. There are no ads in the private beta; the switch exists so that your choice is recorded before any advertising ever arrives.',
      p3: 'Lorien reads text and your activity on Lorien. It never uses your camera, microphone, contacts or anything outside Lorien.',
    },
    'who-can-see-it': {
      title: 'Who can see what',
      members:
        '<strong>Other members</strong> see your profile, posts, comments, and your echo and save counts on posts. Blocking someone hides your content from them and theirs from you.',
      messages: '<strong>Only you and the people you write to</strong> see your direct messages.',
      you: '<strong>Only you</strong> see your emotional state, hourly profile, interactions, consents and insights (in the app and in your export).',
      admin:
        '<strong>The administrator</strong> sees account details needed to manage the community (name, email, status, last sign-in) and aggregate figures, and can ban or delete accounts. Per-member data is otherwise owner-only.',
      nobody:
        '<strong>Nobody else.</strong> We do not sell or rent personal data, and we share it only with the services below that run Lorien for us, or when the law requires it.',
    },
    'where-it-lives': {
      title: 'Where your data lives',
      p1: 'Your data is stored in our own database and file storage. The services that help us run Lorien process it only on our instructions:',
      hosting: 'The hosting provider of our servers, database and file storage.',
      mail: 'Our mail provider, for password-reset emails.',
      analysis:
        'Post analysis runs on our own servers. If we ever switch on an external language-model provider to improve it, only the text being analysed is sent (never your name or account), and we will update this policy first.',
    },
    'how-long': {
      title: 'How long we keep it',
      account: 'Your account data: for as long as you keep your account.',
      deletion:
        'When you delete your account, we delete it all at once: profile, posts, images, comments, messages (both copies), interactions, emotional state, hourly profile, feedback and sessions. Counters on other people’s posts are corrected. We keep only a record that an account was deleted, without saying whose.',
      sessions: 'Sessions: until you sign out, or 30 days at most.',
      contact:
        'Contact messages: as long as we need to answer and follow up, or until you ask us to delete them.',
    },
    'your-rights': {
      title: 'Your rights',
      export:
        '<strong>Export.</strong> Settings → Privacy & Data → export downloads everything we hold about you as one JSON file: profile, posts, comments, echoes, saves, follows, blocks, messages, notifications, interactions, emotional state, hourly profile, consents, invites, feedback, uploads and sessions.',
      deletion:
        '<strong>Deletion.</strong> Settings → Privacy & Data → delete removes your account and everything in it, permanently. We ask for your password first.',
      consents:
        '<strong>Consents.</strong> Switch emotion tracking or ad personalisation off, and on again, whenever you like.',
      correction:
        '<strong>Correction.</strong> Edit your profile at any time; ask us about anything you cannot change yourself.',
      questions:
        '<strong>Questions and objections.</strong> <contact>Write to us</contact> and we answer within 24 to 48 hours.',
    },
    children: {
      title: 'Children',
      p1: 'Lorien is for people aged {{age}} and over. If you believe a younger child has an account, tell us and we will delete it.',
    },
    changes: {
      title: 'Changes to this policy',
      p1: 'This is a draft for the private beta. When we change it in a way that matters, we will tell members in Lorien before the change takes effect, and update the date at the top.',
    },
  },
  whitepaper: {
    title: 'Whitepaper',
    eyebrow: 'How Lorien works',
    summary:
      'How Lorien ranks what you see: the emotion model, circadian blending, safety throttling, trends and the explanation on every card, with the figures the code uses.',
    metaDescription:
      'How Lorien works: an {{dimensions}}-dimension emotion model, {{moods}} named moods, circadian blending, reach throttling of risky posts, trend scoring, and the constants behind them.',
    nav: { label: 'Whitepaper', home: 'Home', privacy: 'Privacy Policy', terms: 'Terms' },
    dimensionNames: {
      valence: 'valence',
      arousal: 'arousal',
      dominance: 'dominance',
      energy: 'energy',
      focus: 'focus',
      social: 'social',
      novelty: 'novelty',
      stress: 'stress',
    },
    dimensionMeanings: {
      valence: 'How pleasant or unpleasant it feels',
      arousal: 'How calm or stirred up',
      dominance: 'How much in control, or overwhelmed',
      energy: 'How lively, or drained',
      focus: 'How absorbed, or scattered',
      social: 'How turned towards other people',
      novelty: 'How new or surprising',
      stress: 'How tense or under pressure',
    },
    moodNames: {
      happiness: 'happiness',
      calm: 'calm',
      hope: 'hope',
      curiosity: 'curiosity',
      pride: 'pride',
      focus: 'focus',
      fatigue: 'fatigue',
      boredom: 'boredom',
      stress: 'stress',
      anger: 'anger',
      sadness: 'sadness',
      loneliness: 'loneliness',
    },
    moodMeanings: {
      happiness: 'warmth, joy, things going well',
      calm: 'at ease, unhurried, settled',
      hope: 'looking forward; it could get better',
      curiosity: 'drawn to something new, wanting to know more',
      pride: 'satisfaction in something done',
      focus: 'absorbed, attentive, in the work',
      fatigue: 'tired, running low',
      boredom: 'under-stimulated, flat',
      stress: 'tense, pressured, stretched',
      anger: 'wronged, frustrated, heated',
      sadness: 'loss, disappointment, a low mood',
      loneliness: 'disconnected, missing people',
    },
    abstract: {
      title: 'Abstract',
      p1: 'Lorien is a small, invite-only social network whose feed is ranked by how posts feel as well as by what people do with them. Every post is read for tone on {{dimensions}} dimensions; every member has an emotional state that follows their activity and a profile of their usual rhythm for each hour of the day. The feed blends freshness, engagement and fit to the member’s moment, throttles risky content, and explains every card.',
      p2: 'This paper describes each part with the figures the code uses. The numbers on this page are read from the same constants as the ranking itself, so they cannot disagree.',
    },
    'emotion-model': {
      title: 'The emotion model',
      p1: 'A post’s tone, and a member’s state, is a vector of {{dimensions}} numbers. Valence runs from negative to positive; the others from none to a lot. A text with no signal sits at the defaults.',
      caption: 'The {{dimensions}} dimensions',
      dimension: 'Dimension',
      range: 'Range',
      default: 'Default',
      rangeValue: '{{min}} to {{max}}',
    },
    prototypes: {
      title: '{{moods}} named moods',
      p1: 'People do not think in vectors, so Lorien names a tone by the nearest of {{moods}} prototypes, each a point in the same space. The name is what you see on a card; the vector is what the ranking uses.',
    },
    'emotional-state': {
      title: 'Your emotional state and your hours',
      p1: 'Each interaction (opening a post, echoing, saving, replying) nudges your short-term state towards the tone of that post. The state keeps {{decay}} of itself and moves the rest, weighted by how much the interaction says; a view says least and a share most. No dimension moves more than {{cap}} in one step, so a single post cannot swing your feed.',
      p2: 'Lorien also keeps a circadian profile: {{hours}} rows, one per hour, of {{dimensions}} numbers, learned the same way. Your mornings can be calm and your evenings social. For ranking, the row for the current hour is blended with the short-term state with alpha {{alpha}}:',
      p3: 'A new member starts from a population rhythm (more energy by day, more social by evening) until their own activity takes over. With emotion tracking switched off, neither the state nor the profile learns.',
    },
    'feed-ranking': {
      title: 'Ranking the feed',
      p1: 'The base score of a post rewards what people valued and fades with age. Views count on a logarithmic curve, so attention alone cannot carry a post:',
      p2: 'Age is measured in hours, at least {{minAge}}; a post of unknown age counts as {{unknownAge}} hours old. Relevance to the reader is weighed with these parameters:',
      caption: 'Relevance weights',
      parameter: 'Parameter',
      weight: 'Weight',
      emotion: 'Emotional fit to your state now',
      interest: 'Interest in the topics',
      quality: 'Quality of the post',
      topic: 'Topic match',
      redundancy: 'Redundancy penalty (too much of the same)',
      format: 'Format (text, image)',
      p3: 'They combine into the rank of each card for you:',
      p4: 'The emotional fit is one minus the distance between your state now and the post’s emotion vector, divided by the largest possible distance. With emotion tracking off, the fit is left out. Page one freezes the order, so Load More never repeats or skips a card.',
    },
    safety: {
      title: 'Safety and reach throttling',
      p1: 'Every post is scored from 0 to 1 for toxicity, hate speech and disinformation, with a confidence of {{confidence}} by default ({{fallback}} when the reading is uncertain). The three become one risk:',
      p2: 'Risk lowers a post’s reach through two parameters. The reach factor falls with risk along a curve of exponent γ = {{gamma}} and never below {{floor}}. The reach multiplier applied to the score (α = {{alpha}}, δ = {{delta}}) stays between {{multiplierFloor}} and {{ceiling}}; once risk is above {{threshold}}, it is capped at {{riskCeiling}}.',
      p3: 'A throttled post is shown only to its reach share of members, chosen the same way every time for each member and post; its author always sees it, with a note saying which signal limited it. It is also down-weighted in trending, the highlight, search and suggestions.',
      caption: 'Reach for the claim risks, as the code computes it',
      risk: 'Risk',
      multiplier: 'Reach multiplier',
      reached: 'Members reached',
      p4: 'In people: a throttled post reaches {{min}} to {{max}} of every {{of}} it would otherwise have reached. Claims are rated at three levels of risk, {{risks}}, from most to least likely to mislead.',
      note: 'Throttling changes how far a post travels, nothing else: it never edits a post or hides it from its author.',
    },
    trends: {
      title: 'Trends and the daily highlight',
      p1: 'Trending topics are scored from four signals and a penalty for risk:',
      p2: 'Momentum halves every {{halfLife}} hours and activity fades over {{activityDecay}} hours. New signals are taken in every {{ingest}} minutes and hot signals are kept for {{retention}} minutes. The feed shows {{trending}} trends.',
      p3: 'Today’s Highlight takes the {{candidates}} most recent posts, scores them, looks closely at the top {{considered}} and shows {{shown}}, scored from engagement, freshness and resonance with the day’s collective mood (the mean emotion of the candidates):',
      p4: 'Suggested people are scored from the tags you share and how much they post:',
      p5: 'Engagement on the administrator’s dashboard, and the quality above, weigh:',
    },
    explanations: {
      title: 'An explanation on every card',
      p1: 'The ranking keeps the reason a post was chosen and the card shows it in one sentence: who posted it and why it is in front of you now, for example “You follow Deniz, and calm posts suit your mornings.” Explanations are written from the same signals that placed the post, never after the fact, and “Why this post?” on each card lists every signal with its weight and its value.',
    },
    data: {
      title: 'Data ownership',
      p1: 'Per-member data is readable by its owner only, with an override for the administrator to manage the community. Members can export everything Lorien holds about them and delete their account permanently; emotion tracking and ad personalisation are consents. Besides per-member data, Lorien keeps trend items (topic volumes) and an audit log of consequential actions. The <privacy>Privacy Policy</privacy> lists every field.',
    },
    constants: {
      title: 'Constants at a glance',
      caption: 'Product constants',
      constant: 'Constant',
      value: 'Value',
      capacity: 'Member capacity',
      capacityValue: '{{capacity}} members',
      invite: 'Invite code',
      inviteValue: '{{length}} characters, refreshed every {{hours}} h',
      username: 'Username',
      usernameValue: '{{min}}–{{max}} characters',
      password: 'Password',
      passwordValue: 'at least {{min}} characters',
      age: 'Minimum age',
      post: 'Post / comment',
      postValue: '{{post}} / {{comment}} characters',
      image: 'Image',
      imageValue: '{{megabytes}} MB ({{bytes}} bytes)',
      feed: 'Feed pages',
      feedValue: '{{page}} by default, {{home}} on the home timeline, {{unpaged}} unpaged',
      following: 'Following block',
      followingValue: '{{max}} posts, {{perUser}} per person',
      trending: 'Trending / suggestions',
      search: 'People search / post search',
      searchValue: '{{people}} / {{posts}} results',
      share: 'Share suggestions',
      shareValue: '{{show}} shown of {{load}} followed',
      lists: 'Messages, notifications, comments',
      listsValue: '{{messages}}, {{notifications}}, {{comments}} per list',
      profile: 'Profile posts / related posts',
      snippet: 'Snippet in a shared post',
      snippetValue: '{{length}} characters',
      tags: 'Interest tags',
      tagsValue: '{{max}} per member, refreshed after {{days}} days',
      suggestion: 'People suggestion score',
      suggestionValue: '{{points}} per shared tag + post count',
      highlight: 'Highlight',
      highlightValue: '{{candidates}} candidates, top {{considered}} considered, {{shown}} shown',
      defaults: 'Region / language defaults',
      theme: 'Default theme colour',
      token: 'Account API token',
      tokenValue: '{{seconds}} s',
      response: 'Contact response time',
    },
  },
} as const;
