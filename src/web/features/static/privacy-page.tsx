import { Link } from 'react-router';
import {
  AUTH_TOKEN_MAX_AGE_SECONDS,
  EMOTION_DIMENSIONS,
  HOURS_PER_DAY,
  MINIMUM_AGE,
  TAGS_MAX,
} from '../../../shared/constants.ts';
import { DocumentPage, type DocumentSection } from './document-page.tsx';

const dimensions = EMOTION_DIMENSIONS.length;

const SECTIONS: readonly DocumentSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Lorien is an invite-only social network in private beta, built and run by a small team in
          Istanbul. This policy explains what we store about you, why, who can see it, and how you
          take it with you or delete it. It describes the product as it actually works today.
        </p>
        <p>
          Questions about your data go through our <Link to="/contact">contact page</Link>; choose
          the subject “Support”.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-store',
    title: 'What we store',
    body: (
      <>
        <h3>Your account</h3>
        <ul>
          <li>First and last name, username, handle and display name, and your email address.</li>
          <li>
            Your password, only as a salted scrypt hash. We cannot read it, and neither can anyone
            who gets hold of the database.
          </li>
          <li>
            When you joined and last signed in; whether the account is active or banned; who invited
            you and with which code; the invite codes you issued and who joined with them.
          </li>
        </ul>
        <h3>Your profile and settings</h3>
        <ul>
          <li>Bio, headline, location and theme colour, if you add them.</li>
          <li>
            Up to {TAGS_MAX} interest tags, derived from your name, bio and recent posts, which
            drive people suggestions.
          </li>
          <li>
            Your preferences (direct messages, weekly digest, mood soundscapes) and your consents
            (emotion tracking, ad personalisation).
          </li>
        </ul>
        <h3>What you create and do</h3>
        <ul>
          <li>
            Posts and their images, comments, echoes, saves, follows, blocks and the feedback you
            send us. Images are re-encoded when you upload them, which removes hidden metadata such
            as the location a photo was taken.
          </li>
          <li>
            Direct messages, stored once in each participant’s mailbox (yours and theirs), with any
            image attached.
          </li>
          <li>Notifications we send you.</li>
          <li>
            Interactions: which posts you open (and for how long), echo, save, reply to or share,
            and when. These feed your emotional state and your insights.
          </li>
        </ul>
        <h3>Signals that rank your feed</h3>
        <ul>
          <li>
            For each post: its tone as {dimensions} numbers, its nearest named mood, its topics and
            language, and three safety scores (toxicity, hate speech, disinformation).
          </li>
          <li>
            For you: an emotional state of {dimensions} numbers, and an hourly profile of{' '}
            {HOURS_PER_DAY} rows of {dimensions} numbers, both learned from your interactions. The{' '}
            <Link to="/whitepaper">whitepaper</Link> explains how.
          </li>
        </ul>
        <h3>Technical records</h3>
        <ul>
          <li>
            A sign-in cookie that keeps you signed in. For each signed-in session we store its IP
            address, your browser’s user agent, and when it started and expires (at most 30 days
            later). Signing out ends it.
          </li>
          <li>
            Short-lived tokens ({AUTH_TOKEN_MAX_AGE_SECONDS} seconds) when you export or delete your
            account, and one-hour links when you reset a password.
          </li>
          <li>
            Server logs of requests (address, path, time, outcome) to keep Lorien running and
            secure. They are not used to profile anyone.
          </li>
          <li>
            A record that consequential actions happened (a ban, a deletion, an export), so the
            administrator can account for them.
          </li>
        </ul>
        <h3>If you use the contact form</h3>
        <p>
          Your name, email address, subject and message, and a keyed hash of your IP address (used
          only to spot abuse; the address itself is not stored). You do not need an account.
        </p>
        <p className="doc__note">
          What we do not have: no advertising or analytics scripts, no third-party trackers, no
          social plugins. The site loads nothing from other domains, and we do not buy data about
          you from anyone.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    body: (
      <ul>
        <li>To run Lorien: show your posts, deliver messages, send notifications and invites.</li>
        <li>
          To rank and explain your feed: freshness and engagement, plus how a post fits your mood at
          the hour you are in (only while emotion tracking is on).
        </li>
        <li>
          To keep the community safe: every post gets a safety read, and risky posts reach fewer
          people. The administrator can ban accounts that break the <Link to="/terms">Terms</Link>.
        </li>
        <li>To show you insights about your own patterns.</li>
        <li>
          To protect accounts and the service: rate limits, bot checks at sign-up and password
          reset, and investigating abuse.
        </li>
        <li>
          To understand how Lorien is doing, in aggregate: sign-ups, posts and activity per day, for
          the administrator’s dashboard.
        </li>
      </ul>
    ),
  },
  {
    id: 'emotion-signals',
    title: 'Emotion signals and your consent',
    body: (
      <>
        <p>
          Emotion tracking is a consent. It is on when you join, and you can switch it off at any
          time in Settings, under Privacy &amp; Data. While it is off, we stop learning your
          emotional state and hourly profile from what you do, and your feed no longer adapts to
          your mood. Posts are still analysed for tone and safety, because that is how the whole
          community’s feed is kept calm and safe.
        </p>
        <p>
          Ad personalisation is a separate consent. There are no ads in the private beta; the switch
          exists so that your choice is recorded before any advertising ever arrives.
        </p>
        <p>
          Lorien reads text and your activity on Lorien. It never uses your camera, microphone,
          contacts or anything outside Lorien.
        </p>
      </>
    ),
  },
  {
    id: 'who-can-see-it',
    title: 'Who can see what',
    body: (
      <ul>
        <li>
          <strong>Other members</strong> see your profile, posts, comments, and your echo and save
          counts on posts. Blocking someone hides your content from them and theirs from you.
        </li>
        <li>
          <strong>Only you and the people you write to</strong> see your direct messages.
        </li>
        <li>
          <strong>Only you</strong> see your emotional state, hourly profile, interactions, consents
          and insights (in the app and in your export).
        </li>
        <li>
          <strong>The administrator</strong> sees account details needed to manage the community
          (name, email, status, last sign-in) and aggregate figures, and can ban or delete accounts.
          Per-member data is otherwise owner-only.
        </li>
        <li>
          <strong>Nobody else.</strong> We do not sell or rent personal data, and we share it only
          with the services below that run Lorien for us, or when the law requires it.
        </li>
      </ul>
    ),
  },
  {
    id: 'where-it-lives',
    title: 'Where your data lives',
    body: (
      <>
        <p>
          Your data is stored in our own database and file storage. The services that help us run
          Lorien process it only on our instructions:
        </p>
        <ul>
          <li>The hosting provider of our servers, database and file storage.</li>
          <li>Our mail provider, for password-reset emails.</li>
          <li>
            Post analysis runs on our own servers. If we ever switch on an external language-model
            provider to improve it, only the text being analysed is sent (never your name or
            account), and we will update this policy first.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-long',
    title: 'How long we keep it',
    body: (
      <ul>
        <li>Your account data: for as long as you keep your account.</li>
        <li>
          When you delete your account, we delete it all at once: profile, posts, images, comments,
          messages (both copies), interactions, emotional state, hourly profile, feedback and
          sessions. Counters on other people’s posts are corrected. We keep only a record that an
          account was deleted, without saying whose.
        </li>
        <li>Sessions: until you sign out, or 30 days at most.</li>
        <li>
          Contact messages: as long as we need to answer and follow up, or until you ask us to
          delete them.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights',
    body: (
      <>
        <ul>
          <li>
            <strong>Export.</strong> Settings → Privacy &amp; Data → export downloads everything we
            hold about you as one JSON file: profile, posts, comments, echoes, saves, follows,
            blocks, messages, notifications, interactions, emotional state, hourly profile,
            consents, invites, feedback, uploads and sessions.
          </li>
          <li>
            <strong>Deletion.</strong> Settings → Privacy &amp; Data → delete removes your account
            and everything in it, permanently. We ask for your password first.
          </li>
          <li>
            <strong>Consents.</strong> Switch emotion tracking or ad personalisation off, and on
            again, whenever you like.
          </li>
          <li>
            <strong>Correction.</strong> Edit your profile at any time; ask us about anything you
            cannot change yourself.
          </li>
          <li>
            <strong>Questions and objections.</strong> <Link to="/contact">Write to us</Link> and we
            answer within 24 to 48 hours.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Lorien is for people aged {MINIMUM_AGE} and over. If you believe a younger child has an
        account, tell us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        This is a draft for the private beta. When we change it in a way that matters, we will tell
        members in Lorien before the change takes effect, and update the date at the top.
      </p>
    ),
  },
];

export function Component() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Privacy Policy"
      summary="What Lorien stores about you, why, who can see it, and how you export or delete it. Plain words, and only what the product really does."
      metaDescription="What Lorien stores about you, why, who can see it, and how you export your data or delete your account."
      sections={SECTIONS}
    />
  );
}
