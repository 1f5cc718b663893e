import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/ui/button.tsx';
import { ClockIcon, PostcastIcon, SparkIcon, InviteIcon } from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { useSessionStatus } from '../../entities/session/session-status.ts';
import { feedNs } from '../../i18n/ns/feed.ts';
import './postcast-page.css';

const IDEAS = [
  { Icon: InviteIcon, key: 'circle' },
  { Icon: ClockIcon, key: 'pace' },
  { Icon: SparkIcon, key: 'explained' },
] as const;

/**
 * Postcast's coming-soon page (spec section 2). Members read it inside their app shell,
 * visitors inside the public one (see the router and docs/decisions.md).
 */
export function Component() {
  const isMember = useSessionStatus().status === 'signed-in';
  const { t } = useTranslation(feedNs);
  return (
    <div className={isMember ? 'postcast' : 'postcast container public-page'}>
      <div className="postcast__hero">
        <span className="postcast__mark" aria-hidden="true">
          <PostcastIcon />
        </span>
        <PageHeader
          eyebrow={t('postcast.eyebrow')}
          title={t('postcast.title')}
          description={t('postcast.description')}
          metaDescription={t('postcast.meta')}
        />
      </div>
      <section className="postcast__ideas" aria-labelledby="postcast-ideas-title">
        <h2 id="postcast-ideas-title">{t('postcast.ideasTitle')}</h2>
        <ul className="postcast__list" role="list">
          {IDEAS.map(({ Icon, key }) => (
            <li key={key} className="postcast__idea card card--flat">
              <Icon className="postcast__icon" />
              <h3>{t(`postcast.ideas.${key}.title`)}</h3>
              <p className="muted">{t(`postcast.ideas.${key}.body`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <div className="postcast__actions">
        {isMember ? (
          <ButtonLink to="/dashboard" variant="primary">
            {t('postcast.back')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink to="/signup" variant="primary">
              {t('postcast.getIn')}
            </ButtonLink>
            <ButtonLink to="/whitepaper" variant="secondary">
              {t('postcast.howItWorks')}
            </ButtonLink>
          </>
        )}
        <p className="muted postcast__note">
          {isMember ? t('postcast.memberNote') : t('postcast.visitorNote')}
        </p>
      </div>
    </div>
  );
}
