import { useTranslation } from 'react-i18next';
import {
  CIRCADIAN_BLEND_ALPHA,
  EMOTION_DIMENSIONS,
  EMOTION_PROTOTYPES,
  MINIMUM_AGE,
  SAFETY_RISK_WEIGHTS,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useFormat } from '../../i18n/hooks.ts';
import { commonNs } from '../../i18n/ns/common.ts';
import { legalNs } from '../../i18n/ns/legal.ts';
import { useDocumentsUpdated } from './document-page.tsx';
import { ArticleForNumber } from '../../lib/english.ts';

export type DocumentPath = '/privacy' | '/terms' | '/whitepaper' | '/contact';

const w = SAFETY_RISK_WEIGHTS;

// Short drafts of each document, for the landing page's footer (spec section 2); the full text
// is one click away, and the figures come from the same constants as the full pages.
const SUMMARY_KEYS = {
  '/privacy': 'privacy',
  '/terms': 'terms',
  '/whitepaper': 'whitepaper',
  '/contact': 'contact',
} as const satisfies Record<DocumentPath, string>;

function useSummary(path: DocumentPath): { title: string; points: string[]; link: string } {
  const { t } = useTranslation(legalNs);
  const { t: tc } = useTranslation(commonNs);
  const format = useFormat();
  const n = (value: number) => format.number(value);
  switch (SUMMARY_KEYS[path]) {
    case 'privacy':
      return {
        title: t('dialog.privacy.title'),
        points: [t('dialog.privacy.p1'), t('dialog.privacy.p2'), t('dialog.privacy.p3')],
        link: t('dialog.privacy.link'),
      };
    case 'terms':
      return {
        title: t('dialog.terms.title'),
        points: [
          t('dialog.terms.p1', { age: MINIMUM_AGE }),
          t('dialog.terms.p2'),
          t('dialog.terms.p3'),
        ],
        link: t('dialog.terms.link'),
      };
    case 'whitepaper': {
      const dimensions = EMOTION_DIMENSIONS.length;
      return {
        title: t('dialog.whitepaper.title'),
        points: [
          t(
            ArticleForNumber(dimensions) === 'An'
              ? 'dialog.whitepaper.p1An'
              : 'dialog.whitepaper.p1A',
            {
              dimensions,
              moods: EMOTION_PROTOTYPES.length,
            },
          ),
          t('dialog.whitepaper.p2', { alpha: n(CIRCADIAN_BLEND_ALPHA) }),
          t('dialog.whitepaper.p3', {
            toxicity: n(w.toxicity),
            hatespeech: n(w.hatespeech),
            disinfo: n(w.disinfo),
            min: n(THROTTLED_REACH_CLAIM.min),
            max: n(THROTTLED_REACH_CLAIM.max),
            of: n(THROTTLED_REACH_CLAIM.of),
          }),
        ],
        link: t('dialog.whitepaper.link'),
      };
    }
    case 'contact':
      return {
        title: t('dialog.contact.title'),
        points: [
          t('dialog.contact.p1'),
          t('dialog.contact.p2', { responseTime: tc('contactResponseTime') }),
        ],
        link: t('dialog.contact.link'),
      };
  }
}

export interface DocumentDialogProps {
  path: DocumentPath;
  open: boolean;
  onClose: () => void;
}

/** A draft summary of one document in a modal, with the way to the full page. */
export function DocumentDialog({ path, open, onClose }: DocumentDialogProps) {
  const summary = useSummary(path);
  const { t } = useTranslation(legalNs);
  const updated = useDocumentsUpdated();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={summary.title}
      description={
        <span className="doc-dialog__meta">
          <span className="badge badge--accent">{t('doc.draft')}</span>{' '}
          {t('dialog.updated', { date: updated })}
        </span>
      }
      actions={
        <>
          <Button variant="ghost" onClick={onClose}>
            {t('dialog.close')}
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
