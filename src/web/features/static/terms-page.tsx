import { useTranslation } from 'react-i18next';
import {
  COMMENT_TEXT_MAX,
  IMAGE_MAX_BYTES,
  INVITE_LIFETIME_HOURS,
  MEMBER_CAPACITY_DEFAULT,
  MINIMUM_AGE,
  POST_TEXT_MAX,
  THROTTLED_REACH_CLAIM,
} from '../../../shared/constants.ts';
import { useFormat } from '../../i18n/hooks.ts';
import { legalNs } from '../../i18n/ns/legal.ts';
import { DocumentPage, LegalText, type DocumentSection } from './document-page.tsx';

/** Each section's blocks: a paragraph key, or a list of item keys (legal namespace, terms.<id>). */
type Block = string | readonly string[];

const SECTIONS: ReadonlyArray<{ id: string; blocks: readonly Block[] }> = [
  { id: 'agreement', blocks: ['p1'] },
  { id: 'who-can-join', blocks: [['age', 'invite', 'one']] },
  { id: 'your-account', blocks: [['password', 'email', 'invites']] },
  { id: 'your-content', blocks: ['p1', 'p2'] },
  {
    id: 'community-rules',
    blocks: ['p1', ['hate', 'harassment', 'disinfo', 'minors', 'illegal', 'malware']],
  },
  { id: 'how-we-enforce', blocks: ['p1', 'p2'] },
  { id: 'ranking', blocks: ['p1'] },
  { id: 'the-beta', blocks: [['free', 'early', 'copy']] },
  { id: 'ending', blocks: ['p1'] },
  { id: 'liability', blocks: ['p1'] },
  { id: 'changes', blocks: ['p1'] },
];

export function Component() {
  const { t } = useTranslation(legalNs);
  const format = useFormat();
  const values = {
    age: MINIMUM_AGE,
    hours: INVITE_LIFETIME_HOURS,
    capacity: format.number(MEMBER_CAPACITY_DEFAULT),
    postMax: format.number(POST_TEXT_MAX),
    imageMb: format.number(IMAGE_MAX_BYTES / (1024 * 1024)),
    commentMax: format.number(COMMENT_TEXT_MAX),
    min: format.number(THROTTLED_REACH_CLAIM.min),
    max: format.number(THROTTLED_REACH_CLAIM.max),
    of: format.number(THROTTLED_REACH_CLAIM.of),
  };
  const text = (id: string, key: string) => <LegalText k={`terms.${id}.${key}`} values={values} />;
  const sections: DocumentSection[] = SECTIONS.map(({ id, blocks }) => {
    const body = blocks.map((block) =>
      typeof block === 'string' ? (
        <p key={block}>{text(id, block)}</p>
      ) : (
        <ul key={block.join()}>
          {block.map((item) => (
            <li key={item}>{text(id, item)}</li>
          ))}
        </ul>
      ),
    );
    return { id, title: t(`terms.${id}.title` as 'terms.agreement.title'), body: <>{body}</> };
  });
  return (
    <DocumentPage
      eyebrow={t('doc.legal')}
      title={t('terms.title')}
      summary={t('terms.summary', { age: MINIMUM_AGE })}
      metaDescription={t('terms.metaDescription', { age: MINIMUM_AGE })}
      sections={sections}
    />
  );
}
