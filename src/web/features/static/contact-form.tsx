import { useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { CONTACT_SUBJECTS } from '../../../shared/constants.ts';
import { translateMessage } from '../../i18n/messages.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import {
  CONTACT_FIELDS,
  CONTACT_PATH,
  contactFieldProblem,
  contactProblems,
  type ContactField,
  type ContactInput,
  type ContactSubject,
} from '../../../shared/validation/contact.ts';
import { Button } from '../../components/ui/button.tsx';
import { AlertIcon, CheckIcon } from '../../components/ui/icons.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useLanguage, useMessages } from '../../i18n/hooks.ts';
import { contactNs } from '../../i18n/ns/contact.ts';
import { api, isApiError } from '../../lib/api-client.ts';

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };
/** The form waits this long for the server before thanking the sender anyway. */
const SEND_TIMEOUT_MS = 8000;

type Errors = Partial<Record<ContactField, string>>;

/** An email field of email type (spec section 5) that phones fill and do not autocorrect. */
const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  spellCheck: false,
  required: true,
} as const;

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="field__error">
      <AlertIcon className="field__error-icon" width={16} height={16} />
      <span>{message}</span>
    </p>
  );
}

function describedBy(error: string | undefined, errorId: string): string | undefined {
  return error ? errorId : undefined;
}

function FieldShell({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      {children}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export interface ContactFormProps {
  /** Set from a contact block or ?subject=: the form picks that subject. */
  subject: ContactSubject | '';
  onSubjectChange: (subject: ContactSubject | '') => void;
}

/**
 * The message form (spec sections 2, 4, 5). The message is stored for the team, but the thanks
 * never depend on it: the spec's form made no network call, so a failed request (offline, rate
 * limited) still ends in the thank-you state. See docs/decisions.md.
 */
export function ContactForm({ subject, onSubjectChange }: ContactFormProps) {
  const baseId = useId();
  const ids: Record<ContactField, string> = {
    name: `${baseId}-name`,
    email: `${baseId}-email`,
    subject: `${baseId}-subject`,
    message: `${baseId}-message`,
  };
  const [fields, setFields] = useState<Omit<ContactInput, 'subject'>>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [attempted, setAttempted] = useState(false);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [sendError, setSendError] = useState<string | null>(null);
  const thanksRef = useRef<HTMLHeadingElement>(null);
  const { t } = useTranslation(contactNs);
  const M = useMessages();
  const language = useLanguage();
  // Client checks keep the spec's English; shown in the interface language at render.
  const show = <T extends string | null | undefined>(message: T): T =>
    message ? (translateMessage(message, language) as T) : message;
  const values: ContactInput = { ...fields, subject };

  const change = (field: ContactField, value: string) => {
    if (field === 'subject') onSubjectChange(value as ContactSubject | '');
    else setFields((current) => ({ ...current, [field]: value }));
    if (!attempted) return;
    setErrors((current) => {
      const next = { ...current };
      const problem = contactFieldProblem(field, value);
      if (problem) next[field] = problem;
      else delete next[field];
      return next;
    });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (state !== 'editing') return;
    setAttempted(true);
    const problems = contactProblems(values);
    const first = CONTACT_FIELDS.find((field) => problems[field]);
    if (first) {
      flushSync(() => setErrors(problems));
      document.getElementById(ids[first])?.focus();
      return;
    }
    setErrors({});
    setSendError(null);
    setState('sending');
    try {
      await api.post(CONTACT_PATH, values, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
    } catch (error) {
      // Thanks only for a message that was stored; otherwise say so, and keep what was written.
      const told = isApiError(error) && error.isFromServer && error.status < 500;
      flushSync(() => {
        setSendError(told ? error.message : MESSAGES.contactNotStored);
        setState('editing');
      });
      return;
    }
    flushSync(() => setState('sent'));
    thanksRef.current?.focus();
  };

  const reset = () => {
    flushSync(() => {
      setFields(EMPTY);
      onSubjectChange('');
      setErrors({});
      setAttempted(false);
      setState('editing');
    });
    document.getElementById(ids.name)?.focus();
  };

  if (state === 'sent') {
    return (
      <div className="contact-thanks">
        <span className="contact-thanks__icon" aria-hidden="true">
          <CheckIcon width={28} height={28} />
        </span>
        <h2 ref={thanksRef} tabIndex={-1} className="contact-thanks__title">
          {M.contactThanksTitle}
        </h2>
        <p className="muted">{M.contactThanksBody}</p>
        <Button variant="secondary" onClick={reset}>
          {M.contactSendAnother}
        </Button>
      </div>
    );
  }

  const onSelect = (event: ChangeEvent<HTMLSelectElement>) =>
    change('subject', event.currentTarget.value);
  const onMessage = (event: ChangeEvent<HTMLTextAreaElement>) =>
    change('message', event.currentTarget.value);

  return (
    <form
      className="contact-form"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${baseId}-title`}
    >
      <div className="contact-form__head">
        <h2 id={`${baseId}-title`}>{t('form.title')}</h2>
        <p className="muted">{t('form.required')}</p>
      </div>
      <FormAlert message={show(sendError)} />
      <div className="contact-form__row">
        <TextField
          id={ids.name}
          label={t('form.name')}
          value={fields.name}
          onValueChange={(value) => change('name', value)}
          error={show(errors.name)}
          autoComplete="name"
          required
        />
        <TextField
          id={ids.email}
          label={t('form.email')}
          value={fields.email}
          onValueChange={(value) => change('email', value)}
          error={show(errors.email)}
          {...EMAIL_INPUT}
        />
      </div>
      <FieldShell id={ids.subject} label={t('form.subject')} error={show(errors.subject)}>
        <div className="select-wrap">
          <select
            id={ids.subject}
            className="select"
            value={subject}
            onChange={onSelect}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy(errors.subject, `${ids.subject}-error`)}
            required
          >
            <option value="" disabled>
              {t('form.chooseSubject')}
            </option>
            {CONTACT_SUBJECTS.map((value) => (
              <option key={value} value={value}>
                {t(`subjects.${value}`)}
              </option>
            ))}
          </select>
        </div>
      </FieldShell>
      <FieldShell id={ids.message} label={t('form.message')} error={show(errors.message)}>
        <textarea
          id={ids.message}
          className="textarea"
          rows={6}
          value={fields.message}
          onChange={onMessage}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy(errors.message, `${ids.message}-error`)}
          required
        />
      </FieldShell>
      <Button
        type="submit"
        variant="primary"
        size="lg"
        className="contact-form__submit"
        aria-disabled={state === 'sending' || undefined}
      >
        {state === 'sending' ? <span className="btn__spinner" aria-hidden="true" /> : null}
        {state === 'sending' ? t('form.sending') : t('form.send')}
      </Button>
    </form>
  );
}
