import { useRef, useState } from 'react';
import type { ComponentType, SVGProps } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  INVITE_LIFETIME_HOURS,
  PASSWORD_RESET_LINK_LIFETIME_MS,
} from '../../../shared/constants.ts';
import { isContactSubject, type ContactSubject } from '../../../shared/validation/contact.ts';
import { Accordion, type AccordionItem } from '../../components/ui/accordion.tsx';
import {
  ClockIcon,
  CompassIcon,
  FeedbackIcon,
  FlaskIcon,
  InviteIcon,
  LinkIcon,
  SparkIcon,
} from '../../components/ui/icons.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { commonNs } from '../../i18n/ns/common.ts';
import { contactNs } from '../../i18n/ns/contact.ts';
import { ContactForm } from './contact-form.tsx';
import './contact-page.css';

const BLOCKS = [
  { key: 'developer', Icon: FlaskIcon, subject: 'bug' },
  { key: 'email', Icon: FeedbackIcon, subject: 'general' },
  { key: 'business', Icon: InviteIcon, subject: 'partnership' },
  { key: 'press', Icon: LinkIcon, subject: 'press' },
  { key: 'location', Icon: CompassIcon, subject: null },
  { key: 'response', Icon: ClockIcon, subject: null },
] as const satisfies ReadonlyArray<{
  key: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  /** A button that picks this subject in the form and takes you there. */
  subject: ContactSubject | null;
}>;

const resetHours = PASSWORD_RESET_LINK_LIFETIME_MS / 3_600_000;

const FAQ_KEYS = ['soon', 'signIn', 'invite', 'report', 'data'] as const;
const FAQ_LINKS: Partial<Record<(typeof FAQ_KEYS)[number], string>> = {
  signIn: '/login',
  data: '/privacy',
};

function subjectFrom(value: string | null): ContactSubject | '' {
  return value && isContactSubject(value) ? value : '';
}

export function Component() {
  const [searchParams] = useSearchParams();
  const [subject, setSubject] = useState<ContactSubject | ''>(() =>
    subjectFrom(searchParams.get('subject')),
  );
  const formRef = useRef<HTMLDivElement>(null);
  const { t } = useTranslation(contactNs);
  const { t: tc } = useTranslation(commonNs);
  const responseTime = tc('contactResponseTime');
  const faqs: AccordionItem[] = FAQ_KEYS.map((key) => {
    const to = FAQ_LINKS[key];
    return {
      question: t(`faq.${key}.question`),
      answer: (
        <p>
          <Trans
            t={t}
            i18nKey={`faq.${key}.answer`}
            values={{
              responseTime,
              hours: INVITE_LIFETIME_HOURS,
              lifetime: t('faq.signIn.lifetime', { count: resetHours }),
            }}
            components={to ? { a: <Link to={to} /> } : {}}
          />
        </p>
      ),
    };
  });

  const writeAbout = (chosen: ContactSubject) => {
    setSubject(chosen);
    const form = formRef.current;
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  };

  return (
    <div className="container public-page contact">
      <PageHeader
        eyebrow={t('header.eyebrow')}
        title={t('header.title')}
        description={t('header.description', { responseTime })}
        metaDescription={t('header.metaDescription', { responseTime })}
      />

      <div className="contact__layout">
        <section aria-labelledby="contact-blocks-title" className="contact__blocks">
          <h2 id="contact-blocks-title" className="visually-hidden">
            {t('blocksTitle')}
          </h2>
          <ul className="contact-blocks" role="list">
            {BLOCKS.map(({ key, Icon, subject: blockSubject }) => (
              <li key={key} className="contact-block">
                <span className="contact-block__icon" aria-hidden="true">
                  <Icon />
                </span>
                <div className="contact-block__text">
                  <h3>{t(`blocks.${key}.title`)}</h3>
                  <p>{t(`blocks.${key}.body`, { responseTime })}</p>
                  {blockSubject ? (
                    <button
                      type="button"
                      className="link-button contact-block__action"
                      onClick={() => writeAbout(blockSubject)}
                    >
                      {t(`blocks.${key as 'developer'}.action`)}
                    </button>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        </section>

        <div ref={formRef} className="contact__form card">
          <ContactForm subject={subject} onSubjectChange={setSubject} />
        </div>
      </div>

      <section className="contact__faq" aria-labelledby="contact-faq-title">
        <h2 id="contact-faq-title">{t('faqTitle')}</h2>
        <Accordion items={faqs} />
      </section>

      <aside className="contact__notice" aria-labelledby="contact-notice-title">
        <SparkIcon className="contact__notice-icon" width={22} height={22} />
        <div>
          <h2 id="contact-notice-title">{t('notice.title')}</h2>
          <p>{t('notice.body')}</p>
        </div>
      </aside>
    </div>
  );
}
