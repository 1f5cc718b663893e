import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  PostReason,
  ReachNotice,
  ReasonParams,
  SafetyLabel,
} from '../../../shared/api/social.ts';
import { moodColour, moodOf } from '../../../domain/emotion/mood.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SparkIcon } from '../../components/ui/icons.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useMessages } from '../../i18n/hooks.ts';
import { explainNs } from '../../i18n/ns/explain.ts';
import { muteNs } from '../../i18n/ns/mute.ts';
import { postNs } from '../../i18n/ns/post.ts';
import { useAddMutedWord, useIsMuted, useMuteMember } from '../mute/mute-api.ts';
import { removeCachedPosts } from './posts-api.ts';
import { showLess } from './shown-less.ts';
import './post-reason.css';

/** The post a reason explains: what its words and its "not for you" actions need. */
export interface ReasonSubject {
  postId: string;
  authorId: string;
  authorName: string;
  authorHandle: string;
  /** Hashtags and topics, the first of which "Mute topic" offers. */
  topics: readonly string[];
  isAuthor: boolean;
}

/** A reason's parameters as catalogue values in the member's language. */
function useReasonValues() {
  const { t, i18n } = useTranslation(explainNs);
  return (params: ReasonParams, subject: Pick<ReasonSubject, 'authorName' | 'authorHandle'>) => ({
    name: subject.authorName || `@${params.handle ?? subject.authorHandle}`,
    handle: params.handle ?? subject.authorHandle,
    topic: params.topic ?? '',
    topics: params.topics?.map((topic) => `#${topic}`).join(', ') ?? '',
    mood: params.mood ? t(`mood.${moodOf(params.mood)}`).toLocaleLowerCase(i18n.language) : '',
    part: params.part ? t(`part.${params.part}`) : '',
    query: params.query ?? '',
    count: params.count ?? 0,
  });
}

/** The card's one line, in the member's language. */
export function useReasonLine() {
  const { t } = useTranslation(explainNs);
  const values = useReasonValues();
  return (reason: PostReason, subject: Pick<ReasonSubject, 'authorName' | 'authorHandle'>) =>
    t(`reason.${reason.code}`, values(reason.params, subject));
}

/** "Show less like this", "Mute @person" and "Mute topic", each closing the dialog when done. */
function NotForYou({ subject, onDone }: { subject: ReasonSubject; onDone: () => void }) {
  const { t } = useTranslation(explainNs);
  const { t: tm } = useTranslation(muteNs);
  const queryClient = useQueryClient();
  const muted = useIsMuted(subject.authorId);
  const muteMember = useMuteMember({
    id: subject.authorId,
    displayName: subject.authorName,
    handle: subject.authorHandle,
  });
  const muteWord = useAddMutedWord();
  const topic = subject.topics[0];

  const less = () => {
    showLess(subject.postId);
    removeCachedPosts(queryClient, (post) => post.id === subject.postId);
    showToast(t('why.lessDone'));
    onDone();
  };
  const muteAuthor = () =>
    muteMember.mutate(true, {
      onSuccess: () => {
        showToast(tm('toast.muted', { handle: subject.authorHandle }));
        onDone();
      },
      onError: (error) => showToast(errorMessage(error, t('why.error')), { tone: 'danger' }),
    });
  const muteTopic = () => {
    if (!topic) return;
    muteWord.mutate(topic, {
      onSuccess: () => {
        showToast(t('why.mutedTopic', { topic }));
        onDone();
      },
      onError: (error) => showToast(errorMessage(error, t('why.error')), { tone: 'danger' }),
    });
  };

  return (
    <section className="why-actions" aria-labelledby={`why-actions-${subject.postId}`}>
      <h3 id={`why-actions-${subject.postId}`} className="why-actions__title">
        {t('why.actions')}
      </h3>
      <div className="why-actions__buttons">
        <button type="button" className="btn btn--secondary" onClick={less}>
          {t('why.less')}
        </button>
        {muted ? null : (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={muteMember.isPending}
            onClick={muteAuthor}
          >
            {t('why.muteAuthor', { handle: subject.authorHandle })}
          </button>
        )}
        {topic ? (
          <button
            type="button"
            className="btn btn--secondary"
            disabled={muteWord.isPending}
            onClick={muteTopic}
          >
            {t('why.muteTopic', { topic })}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** "Why this post?": a few plain sentences, and what to do if it is not for you. */
export function WhyThisPostDialog({
  reason,
  subject,
  open,
  onClose,
}: {
  reason: PostReason;
  subject: ReasonSubject;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(explainNs);
  const values = useReasonValues();
  const line = useReasonLine();
  const summary = line(reason, subject);
  // The plain sentences; the one the card's line already says is not repeated under it.
  const sentences = [
    ...new Set(
      reason.points.map((point) => t(`point.${point.code}`, values(point.params, subject))),
    ),
  ].filter((sentence) => sentence !== summary);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('why.title')}
      description={summary}
      actions={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('why.close')}
        </button>
      }
    >
      {sentences.length > 0 ? (
        <ul className="why-points">
          {sentences.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      ) : reason.points.length === 0 ? (
        <p className="muted">{t('why.none')}</p>
      ) : null}
      {subject.isAuthor ? null : <NotForYou subject={subject} onDone={onClose} />}
      <p className="why-note">
        <Link to="/whitepaper">{t('why.note')}</Link>
      </p>
    </Dialog>
  );
}

/** "Why you see this": the reason in words and a control that opens "Why this post?". */
export function PostReasonLine({
  reason,
  subject,
}: {
  reason: PostReason;
  subject: ReasonSubject;
}) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(postNs);
  const line = useReasonLine();
  return (
    <div className="post-card__reason" data-reason-kind={reason.kind}>
      <SparkIcon className="post-card__reason-icon" />
      <p className="post-card__reason-text">
        <span className="post-card__reason-label">{t('why.label')}</span> {line(reason, subject)}
      </p>
      <button
        type="button"
        className="post-card__why"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('why.open')}
      </button>
      {open ? (
        <WhyThisPostDialog reason={reason} subject={subject} open onClose={() => setOpen(false)} />
      ) : null}
    </div>
  );
}

/** A mood's name in the member's language: one catalogue key per prototype. */
export function useMoodName() {
  const { t } = useTranslation(explainNs);
  return (emotion: string | null | undefined) => t(`mood.${moodOf(emotion)}`);
}

/** The post's emotion, named and coloured from the insight palette. */
export function MoodLabel({ emotion }: { emotion: string | null }) {
  const mood = moodOf(emotion);
  const { t } = useTranslation(postNs);
  const moodName = useMoodName();
  return (
    <span className={`mood-label mood-label--${moodColour(mood)}`}>
      <span className="mood-label__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('why.mood')}</span>
      {moodName(emotion)}
    </span>
  );
}

/** Shown to the author only: their post's reach is limited, and why. */
export function ReachNoticeLine({ notice }: { notice: ReachNotice }) {
  const { t } = useTranslation(explainNs);
  return (
    <p className="reach-notice" role="note">
      {t('reach.notice', {
        percent: Math.round(notice.share * 100),
        signal: t(`reach.signal.${notice.signal}`),
      })}
    </p>
  );
}

const SAFETY_LABEL_TEXT: Readonly<Record<SafetyLabel['kind'], MessageKey>> = {
  'reach-limited': 'safetyLabelReachLimited',
  disputed: 'safetyLabelDisputed',
};

/** Shown to everyone: a disputed claim, or a post whose reach is limited for safety. */
export function SafetyLabelLine({ label }: { label: SafetyLabel }) {
  const M = useMessages();
  return (
    <p className={`safety-label safety-label--${label.kind}`} role="note">
      {M[SAFETY_LABEL_TEXT[label.kind]]}
    </p>
  );
}
