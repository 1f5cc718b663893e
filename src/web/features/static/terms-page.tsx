import { Link } from 'react-router';
import {
  COMMENT_TEXT_MAX,
  IMAGE_MAX_BYTES,
  INVITE_LIFETIME_HOURS,
  MEMBER_CAPACITY_DEFAULT,
  MINIMUM_AGE,
  POST_TEXT_MAX,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { DocumentPage, type DocumentSection } from './document-page.tsx';

const SECTIONS: readonly DocumentSection[] = [
  {
    id: 'agreement',
    title: 'The agreement',
    body: (
      <p>
        These terms are the rules for using Lorien. By creating an account you accept them. They are
        written to be read; if anything is unclear, <Link to="/contact">ask us</Link>.
      </p>
    ),
  },
  {
    id: 'who-can-join',
    title: 'Who can join',
    body: (
      <ul>
        <li>
          You must be at least <strong>{MINIMUM_AGE} years old</strong> to use Lorien.
        </li>
        <li>
          Lorien is invite-only: you join with an invite code from a member. Codes refresh every{' '}
          {INVITE_LIFETIME_HOURS} hours. The private beta has room for{' '}
          {MEMBER_CAPACITY_DEFAULT.toLocaleString('en')} members, and sign-up closes when it is
          full.
        </li>
        <li>One account per person, in your own name. Do not pretend to be someone else.</li>
      </ul>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    body: (
      <ul>
        <li>
          Keep your password to yourself; you are responsible for what happens in your account.
        </li>
        <li>Keep your email address current, so that you can reset your password.</li>
        <li>
          Invite people you know. Do not sell, trade or publish invite codes: every code belongs to
          the member who issued it, and we can tell who joined with it.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Your content',
    body: (
      <>
        <p>
          You own what you post. By posting, you allow Lorien to store it, show it to other members,
          and analyse it for tone, topics and safety so that we can rank and explain the feed. That
          permission ends when you delete the content or your account.
        </p>
        <p>
          Posts are up to {POST_TEXT_MAX} characters with one optional image of up to{' '}
          {IMAGE_MAX_BYTES / (1024 * 1024)} MB; comments up to {COMMENT_TEXT_MAX} characters. Only
          post images you have the right to share.
        </p>
      </>
    ),
  },
  {
    id: 'community-rules',
    title: 'Community rules',
    body: (
      <>
        <p>On Lorien you may not post or send:</p>
        <ul>
          <li>Hate speech: attacks on people for who they are.</li>
          <li>Harassment, threats, or encouragement of violence or self-harm.</li>
          <li>Disinformation: false claims presented as fact that could cause real harm.</li>
          <li>Sexual content involving minors, of any kind, ever.</li>
          <li>Anything illegal, anyone else’s private information, or spam.</li>
          <li>Malware, scraping, or attempts to break or overload the service.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-enforce',
    title: 'How we keep it safe',
    body: (
      <>
        <p>
          Every post gets an automatic safety read. A post that looks toxic, hateful or false is
          throttled: it reaches roughly {THROTTLED_REACH_CLAIM.min} to {THROTTLED_REACH_CLAIM.max}{' '}
          of every {THROTTLED_REACH_CLAIM.of.toLocaleString('en')} people it otherwise would. We
          never edit what you wrote.
        </p>
        <p>
          Members can block anyone. The administrator can ban an account that breaks these rules (a
          banned account cannot sign in) or delete it. If you think we got it wrong,{' '}
          <Link to="/contact">tell us</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'ranking',
    title: 'Ranking and reach',
    body: (
      <p>
        Lorien decides the order of your feed, and every card says why it is there. Nobody is
        promised an audience: reach depends on freshness, on what people value, on how a post fits
        the moment, and on its safety read. The <Link to="/whitepaper">whitepaper</Link> explains
        the ranking in full.
      </p>
    ),
  },
  {
    id: 'the-beta',
    title: 'The private beta',
    body: (
      <ul>
        <li>Lorien is free during the private beta.</li>
        <li>
          It is early software. Features will change, some will be removed, and things will
          sometimes break. We will tell you about changes that matter.
        </li>
        <li>Keep your own copy of anything important: you can export your data at any time.</li>
      </ul>
    ),
  },
  {
    id: 'ending',
    title: 'Leaving, and being asked to leave',
    body: (
      <p>
        You can delete your account at any time in Settings; deletion is permanent. We may suspend
        or remove an account that breaks these terms, and we may end the beta with notice to
        members.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Responsibility',
    body: (
      <p>
        We work hard to keep Lorien available and safe, but we provide it as it is, without
        guarantees, to the extent the law allows. Members are responsible for what they post. The
        governing law and courts will be named here before Lorien opens beyond the beta.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        This is a draft for the private beta. When we change it in a way that matters, we will tell
        members in Lorien before the change takes effect. Read how we treat your data in the{' '}
        <Link to="/privacy">Privacy Policy</Link>.
      </p>
    ),
  },
];

export function Component() {
  return (
    <DocumentPage
      eyebrow="Legal"
      title="Terms of Service"
      summary={`The rules of membership: who can join (you must be ${MINIMUM_AGE} or older), what you may post, and how we keep the community safe.`}
      metaDescription={`The rules of Lorien: you must be ${MINIMUM_AGE} or older and invited, you own what you post, and hate speech and disinformation travel less far.`}
      sections={SECTIONS}
    />
  );
}
