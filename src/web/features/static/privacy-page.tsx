import { useTranslation } from 'react-i18next';
import {
  AUTH_TOKEN_MAX_AGE_SECONDS,
  EMOTION_DIMENSIONS,
  HOURS_PER_DAY,
  MINIMUM_AGE,
  TAGS_MAX,
} from '../../../shared/constants.ts';
import { legalNs } from '../../i18n/ns/legal.ts';
import { DocumentPage, LegalText, type DocumentSection } from './document-page.tsx';

/**
 * Each section's blocks (legal namespace, privacy.<id>.<key>): a paragraph, a list of items, a
 * subheading, or the closing note.
 */
type Block = { p: string } | { ul: readonly string[] } | { h3: string } | { note: string };

const SECTIONS: ReadonlyArray<{ id: string; blocks: readonly Block[] }> = [
  { id: 'who-we-are', blocks: [{ p: 'p1' }, { p: 'p2' }] },
  {
    id: 'what-we-store',
    blocks: [
      { h3: 'accountTitle' },
      { ul: ['accountName', 'accountPassword', 'accountHistory'] },
      { h3: 'profileTitle' },
      { ul: ['profileBio', 'profileTags', 'profilePreferences'] },
      { h3: 'createTitle' },
      { ul: ['createPosts', 'createMessages', 'createNotifications', 'createInteractions'] },
      { h3: 'signalsTitle' },
      { ul: ['signalsPost', 'signalsYou'] },
      { h3: 'technicalTitle' },
      { ul: ['technicalCookie', 'technicalTokens', 'technicalLogs', 'technicalAudit'] },
      { h3: 'contactTitle' },
      { p: 'contactBody' },
      { note: 'note' },
    ],
  },
  {
    id: 'how-we-use-it',
    blocks: [{ ul: ['run', 'rank', 'safe', 'insights', 'protect', 'aggregate'] }],
  },
  { id: 'emotion-signals', blocks: [{ p: 'p1' }, { p: 'p2' }, { p: 'p3' }] },
  { id: 'who-can-see-it', blocks: [{ ul: ['members', 'messages', 'you', 'admin', 'nobody'] }] },
  {
    id: 'where-it-lives',
    blocks: [{ p: 'p1' }, { ul: ['hosting', 'mail', 'analysis'] }],
  },
  { id: 'how-long', blocks: [{ ul: ['account', 'deletion', 'sessions', 'contact'] }] },
  {
    id: 'your-rights',
    blocks: [{ ul: ['export', 'deletion', 'consents', 'correction', 'questions'] }],
  },
  { id: 'children', blocks: [{ p: 'p1' }] },
  { id: 'changes', blocks: [{ p: 'p1' }] },
];

const VALUES = {
  tagsMax: TAGS_MAX,
  dimensions: EMOTION_DIMENSIONS.length,
  hours: HOURS_PER_DAY,
  tokenSeconds: AUTH_TOKEN_MAX_AGE_SECONDS,
  age: MINIMUM_AGE,
};

export function Component() {
  const { t } = useTranslation(legalNs);
  const text = (id: string, key: string) => (
    <LegalText k={`privacy.${id}.${key}`} values={VALUES} />
  );
  const sections: DocumentSection[] = SECTIONS.map(({ id, blocks }) => ({
    id,
    title: t(`privacy.${id}.title` as 'privacy.children.title'),
    body: (
      <>
        {blocks.map((block, index) => {
          if ('h3' in block) return <h3 key={index}>{text(id, block.h3)}</h3>;
          if ('p' in block) return <p key={index}>{text(id, block.p)}</p>;
          if ('note' in block)
            return (
              <p key={index} className="doc__note">
                {text(id, block.note)}
              </p>
            );
          return (
            <ul key={index}>
              {block.ul.map((item) => (
                <li key={item}>{text(id, item)}</li>
              ))}
            </ul>
          );
        })}
      </>
    ),
  }));
  return (
    <DocumentPage
      eyebrow={t('doc.legal')}
      title={t('privacy.title')}
      summary={t('privacy.summary')}
      metaDescription={t('privacy.metaDescription')}
      sections={sections}
    />
  );
}
