import { useTranslation } from 'react-i18next';
import type { NotificationView } from '../../../shared/api/inbox.ts';
import { explainNs } from '../../i18n/ns/explain.ts';

// A notice in the member's language (issue 27): worded from its kind and parameters; a notice
// written before it had parameters keeps the English words it was stored with.

const MEMBER_KINDS = [
  'follow',
  'invite_accepted',
  'echo',
  'save',
  'comment',
  'reply',
  'share',
  'message',
] as const;
type MemberKind = (typeof MEMBER_KINDS)[number];
const isMemberKind = (kind: string): kind is MemberKind =>
  (MEMBER_KINDS as readonly string[]).includes(kind);

export function useNotificationWords() {
  const { t } = useTranslation(explainNs);
  return (notification: NotificationView): { title: string; body: string } => {
    const params = notification.params;
    if (!params) return { title: notification.title, body: notification.body };
    const quote = params.quote ? t('notification.quote', { text: params.quote }) : '';
    const values = {
      name: params.name ?? '',
      handle: params.handle ?? '',
      quote,
      reason: params.reason ?? '',
    };
    const { kind } = notification;
    if (kind === 'moderation' && params.target)
      return {
        title: t(`notification.moderation.${params.target}.title`),
        body: t(`notification.moderation.${params.target}.body`, values),
      };
    if (kind === 'mention') {
      const key = params.where === 'comment' ? 'mentionComment' : 'mention';
      return {
        title: t(`notification.${key}.title`),
        body: t(`notification.${key}.body`, values),
      };
    }
    if (isMemberKind(kind))
      return {
        title: t(`notification.${kind}.title`),
        body: t(`notification.${kind}.body`, values),
      };
    return { title: notification.title, body: notification.body };
  };
}
