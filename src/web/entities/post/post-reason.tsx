import { useState } from 'react';
import type { PostReason, ReachNotice, SafetyLabel } from '../../../shared/api/social.ts';
import { useTranslation } from 'react-i18next';
import { moodColour, moodOf } from '../../../domain/emotion/mood.ts';
import type { MessageKey } from '../../../shared/messages.ts';
import { Dialog } from '../../components/ui/dialog.tsx';
import { SparkIcon } from '../../components/ui/icons.tsx';
import { useMessages } from '../../i18n/hooks.ts';
import { postNs } from '../../i18n/ns/post.ts';
import './post-reason.css';

const figure = (value: number) => String(Math.round(value * 1000) / 1000);

/** The breakdown behind a card's reason: each factor with its weight and its value. */
export function WhyThisPostDialog({
  reason,
  open,
  onClose,
}: {
  reason: PostReason;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation(postNs);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('why.title')}
      description={reason.text}
      actions={
        <button type="button" className="btn btn--secondary" onClick={onClose}>
          {t('why.close')}
        </button>
      }
    >
      {reason.factors.length > 0 ? (
        <table className="why-table">
          <caption className="visually-hidden">{t('why.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('why.signal')}</th>
              <th scope="col">{t('why.weight')}</th>
              <th scope="col">{t('why.value')}</th>
            </tr>
          </thead>
          <tbody>
            {reason.factors.map((factor) => (
              <tr key={factor.key}>
                <th scope="row">{factor.label}</th>
                <td>{figure(factor.weight)}</td>
                <td>{figure(factor.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="muted">{t('why.noScore')}</p>
      )}
      <p className="why-note">{t('why.note')}</p>
    </Dialog>
  );
}

/** "Why you see this": the reason in words and a control that opens the breakdown. */
export function PostReasonLine({ reason }: { reason: PostReason }) {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(postNs);
  return (
    <div className="post-card__reason" data-reason-kind={reason.kind}>
      <SparkIcon className="post-card__reason-icon" />
      <p className="post-card__reason-text">
        <span className="post-card__reason-label">{t('why.label')}</span> {reason.text}
      </p>
      <button
        type="button"
        className="post-card__why"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
      >
        {t('why.open')}
      </button>
      {open ? <WhyThisPostDialog reason={reason} open onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

/** The post's emotion, named and coloured from the insight palette. */
export function MoodLabel({ emotion }: { emotion: string | null }) {
  const mood = moodOf(emotion);
  const { t } = useTranslation(postNs);
  return (
    <span className={`mood-label mood-label--${moodColour(mood)}`}>
      <span className="mood-label__dot" aria-hidden="true" />
      <span className="visually-hidden">{t('why.mood')}</span>
      {t(`mood.${mood}`)}
    </span>
  );
}

/** Shown to the author only: their post's reach is limited, and why. */
export function ReachNoticeLine({ notice }: { notice: ReachNotice }) {
  return (
    <p className="reach-notice" role="note">
      {notice.text}
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
