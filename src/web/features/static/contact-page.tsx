import { useRef, useState } from 'react';
import type { ComponentType, SVGProps } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  CONTACT_RESPONSE_TIME,
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
import { ContactForm } from './contact-form.tsx';
import './contact-page.css';

interface ContactBlock {
  title: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  body: string;
  /** A button that picks this subject in the form and takes you there. */
  action?: { subject: ContactSubject; label: string };
}

const BLOCKS: readonly ContactBlock[] = [
  {
    title: 'Developer',
    Icon: FlaskIcon,
    body: 'Lorien is designed and built by a small, independent team. Found a bug, or missing something?',
    action: { subject: 'bug', label: 'Report a bug' },
  },
  {
    title: 'Email',
    Icon: FeedbackIcon,
    body: 'This form is our inbox: every message reaches the team directly, and we answer by email.',
    action: { subject: 'general', label: 'Write to us' },
  },
  {
    title: 'Business',
    Icon: InviteIcon,
    body: 'Partnerships, investment and brand collaborations, which open after the private beta.',
    action: { subject: 'partnership', label: 'Talk business' },
  },
  {
    title: 'Press',
    Icon: LinkIcon,
    body: 'Interviews, background and facts about Lorien for journalists.',
    action: { subject: 'press', label: 'Press enquiry' },
  },
  {
    title: 'Location',
    Icon: CompassIcon,
    body: 'Istanbul, Türkiye',
  },
  {
    title: 'Response time',
    Icon: ClockIcon,
    body: `We reply within ${CONTACT_RESPONSE_TIME}.`,
  },
];

const resetHours = PASSWORD_RESET_LINK_LIFETIME_MS / 3_600_000;

const FAQS: readonly AccordionItem[] = [
  {
    question: 'How soon will you answer?',
    answer: <p>Within {CONTACT_RESPONSE_TIME}, by email, to the address you give us.</p>,
  },
  {
    question: 'I cannot sign in. What can I do?',
    answer: (
      <p>
        Use “Forgot password?” on the <Link to="/login">sign-in page</Link>; the link we send
        expires in {resetHours} hour{resetHours === 1 ? '' : 's'}. If that does not help, write to
        us with the subject Support.
      </p>
    ),
  },
  {
    question: 'How do I get an invite code?',
    answer: (
      <p>
        From a member: everyone has one to share, and codes refresh every {INVITE_LIFETIME_HOURS}{' '}
        hours. We do not hand out codes through this form.
      </p>
    ),
  },
  {
    question: 'How do I report a post or a person?',
    answer: (
      <p>
        Block them from their profile, which hides their posts from you at once. Then write to us
        with the subject Support and the link to the post or profile.
      </p>
    ),
  },
  {
    question: 'How do I get a copy of my data, or delete my account?',
    answer: (
      <p>
        Both are in Settings, under Privacy &amp; Data, and take effect at once. The{' '}
        <Link to="/privacy">Privacy Policy</Link> lists what the export contains.
      </p>
    ),
  },
];

function subjectFrom(value: string | null): ContactSubject | '' {
  return value && isContactSubject(value) ? value : '';
}

export function Component() {
  const [searchParams] = useSearchParams();
  const [subject, setSubject] = useState<ContactSubject | ''>(() =>
    subjectFrom(searchParams.get('subject')),
  );
  const formRef = useRef<HTMLDivElement>(null);

  const writeAbout = (chosen: ContactSubject) => {
    setSubject(chosen);
    const form = formRef.current;
    form?.scrollIntoView({ block: 'start' });
    form?.querySelector<HTMLElement>('input, button')?.focus({ preventScroll: true });
  };

  return (
    <div className="container public-page contact">
      <PageHeader
        eyebrow="Get in touch"
        title="Contact"
        description={`Questions, feedback, partnerships or press: write to the Lorien team. We read every message and reply within ${CONTACT_RESPONSE_TIME}.`}
        metaDescription={`Write to the Lorien team in Istanbul: questions, feedback, bugs, partnerships, investment or press. We reply within ${CONTACT_RESPONSE_TIME}.`}
      />

      <div className="contact__layout">
        <section aria-labelledby="contact-blocks-title" className="contact__blocks">
          <h2 id="contact-blocks-title" className="visually-hidden">
            Ways to reach us
          </h2>
          <ul className="contact-blocks" role="list">
            {BLOCKS.map(({ title, Icon, body, action }) => (
              <li key={title} className="contact-block">
                <span className="contact-block__icon" aria-hidden="true">
                  <Icon />
                </span>
                <div className="contact-block__text">
                  <h3>{title}</h3>
                  <p>{body}</p>
                  {action ? (
                    <button
                      type="button"
                      className="link-button contact-block__action"
                      onClick={() => writeAbout(action.subject)}
                    >
                      {action.label}
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
        <h2 id="contact-faq-title">Frequently asked</h2>
        <Accordion items={FAQS} />
      </section>

      <aside className="contact__notice" aria-labelledby="contact-notice-title">
        <SparkIcon className="contact__notice-icon" width={22} height={22} />
        <div>
          <h2 id="contact-notice-title">Lorien is in early development</h2>
          <p>
            Some of what you read about is still being built, and things will sometimes break. Your
            messages help us decide what comes first, so do not hold back.
          </p>
        </div>
      </aside>
    </div>
  );
}
