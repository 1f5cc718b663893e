import type { ReactNode } from 'react';
import {
  CIRCADIAN_BLEND_ALPHA,
  CONTACT_RESPONSE_TIME,
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPES,
  MINIMUM_AGE,
  SAFETY_RISK_WEIGHTS,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { DOCUMENTS_UPDATED } from './document-page.tsx';
import { ArticleForNumber } from '../../lib/english.ts';

export type DocumentPath = '/privacy' | '/terms' | '/whitepaper' | '/contact';

interface Summary {
  title: string;
  points: readonly ReactNode[];
  link: string;
}

const w = SAFETY_RISK_WEIGHTS;

// Short drafts of each document, for the landing page's footer (spec section 2); the full text
// is one click away, and the figures come from the same constants as the full pages.
const SUMMARIES: Readonly<Record<DocumentPath, Summary>> = {
  '/privacy': {
    title: 'Privacy Policy',
    points: [
      'We store your account, profile, posts, messages and interactions, and the signals that rank your feed: each post’s tone and safety scores, your emotional state and your hourly profile.',
      'No trackers, no analytics scripts, no ad networks. We do not sell data.',
      'Export everything or delete your account for good from Settings. Emotion tracking and ad personalisation are consents you can switch off.',
    ],
    link: 'Read the full Privacy Policy',
  },
  '/terms': {
    title: 'Terms of Service',
    points: [
      `You must be ${MINIMUM_AGE} or older, and you join with an invite code from a member.`,
      'You own what you post, and let Lorien store, show and analyse it to run the feed.',
      'No hate speech, harassment or disinformation: risky posts are throttled, and accounts that break the rules can be banned.',
    ],
    link: 'Read the full Terms',
  },
  '/whitepaper': {
    title: 'Whitepaper',
    points: [
      `${ArticleForNumber(EMOTION_DIMENSIONS.length)} ${EMOTION_DIMENSIONS.length}-dimension emotion model and ${EMOTION_PROTOTYPES.length} named moods read the tone of every post.`,
      `Your recent state is blended with your profile for the hour (alpha ${CIRCADIAN_BLEND_ALPHA}) to rank the feed for right now.`,
      `Risk weighs toxicity ${w.toxicity}, hate speech ${w.hatespeech} and disinformation ${w.disinfo}; a throttled post reaches ${THROTTLED_REACH_CLAIM.min} to ${THROTTLED_REACH_CLAIM.max} of ${THROTTLED_REACH_CLAIM.of.toLocaleString('en')}.`,
    ],
    link: 'Read the whitepaper',
  },
  '/contact': {
    title: 'Contact',
    points: [
      'Questions, feedback, bugs, feature ideas, partnerships, investment, press and support.',
      `A small team in Istanbul. We reply within ${CONTACT_RESPONSE_TIME}.`,
    ],
    link: 'Open the contact form',
  },
};

export interface DocumentDialogProps {
  path: DocumentPath;
  open: boolean;
  onClose: () => void;
}

/** A draft summary of one document in a modal, with the way to the full page. */
export function DocumentDialog({ path, open, onClose }: DocumentDialogProps) {
  const summary = SUMMARIES[path];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={summary.title}
      description={
        <span className="doc-dialog__meta">
          <span className="badge badge--accent">Draft</span> Updated {DOCUMENTS_UPDATED}
        </span>
      }
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            Close
          </Button>
          {/* Closing first: the footer stays on screen when the page underneath changes. */}
          <ButtonLink to={path} variant="primary" onClick={onClose}>
            {summary.link}
          </ButtonLink>
        </>
      }
    >
      <ul className="doc-dialog__points">
        {summary.points.map((point, index) => (
          <li key={index}>{point}</li>
        ))}
      </ul>
    </Dialog>
  );
}
