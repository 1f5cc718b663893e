import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { SETTINGS_API } from '../../../shared/api/paths.ts';
import type { emailConfirmResponse } from '../../../shared/api/settings.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { useMessages } from '../../i18n/hooks.ts';
import { authNs } from '../../i18n/ns/auth.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { MailIcon } from '../../components/ui/icons.tsx';
import { SESSION_QUERY_KEY } from '../../entities/session/use-session.ts';
import { api, errorMessage } from '../../lib/api-client.ts';
import { useShowMessage } from './auth-errors.ts';
import { AuthShell } from './auth-shell.tsx';

type Confirmed = z.infer<typeof emailConfirmResponse>;

/**
 * The link sent to a new e-mail address (issue 30). The change is made by a button, not on load:
 * mail scanners that open links must not confirm an address on the member's behalf.
 */
export function Component() {
  const [params] = useSearchParams();
  const queryClient = useQueryClient();
  const { t } = useTranslation(authNs);
  const M = useMessages();
  const show = useShowMessage();
  const token = params.get('token') ?? '';
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(token ? null : MESSAGES.emailChangeLinkInvalid);

  const confirm = async () => {
    if (busy || !token) return;
    setBusy(true);
    setError(null);
    try {
      const result = await api.post<Confirmed>(SETTINGS_API.emailConfirm, { token });
      setDone(result.email);
      // A signed-in member's header and Settings show the new address at once.
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    } catch (failure) {
      setError(errorMessage(failure, MESSAGES.internalError));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthShell title={t('confirmEmail.title')} eyebrow={t('confirmEmail.eyebrow')}>
      <div className="auth-done">
        <span className="auth-done__icon auth-done__icon--success" aria-hidden="true">
          <MailIcon />
        </span>
        {done ? (
          <>
            <p role="status">
              <Trans
                t={t}
                i18nKey="confirmEmail.changed"
                values={{ message: M.emailChanged, email: done }}
                components={{ strong: <strong /> }}
              />
            </p>
            <ButtonLink to="/settings" variant="primary" size="lg" block>
              {t('confirmEmail.backToSettings')}
            </ButtonLink>
          </>
        ) : (
          <>
            <FormAlert message={show(error)} />
            <p>{t('confirmEmail.explain')}</p>
            <Button
              variant="primary"
              size="lg"
              block
              disabled={busy || !token}
              onClick={() => void confirm()}
            >
              {busy ? t('confirmEmail.submitting') : t('confirmEmail.submit')}
            </Button>
            <p className="muted">
              <Trans t={t} i18nKey="confirmEmail.notYou" components={{ a: <Link to="/" /> }} />
            </p>
          </>
        )}
      </div>
    </AuthShell>
  );
}
