import { useState } from 'react';
import type { FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/hooks.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { forgetSignedInUser } from '../../entities/session/use-session.ts';
import { errorMessage, isApiError } from '../../lib/api-client.ts';
import { deleteAccount } from './account-api.ts';

const PASSWORD_ID = 'delete-account-password';

function DeleteAccountForm({ onCancel }: { onCancel: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const { t } = useTranslation(settingsNs);
  const M = useMessages();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    setError(null);
    setFieldError(null);
    if (!password) {
      flushSync(() => setFieldError(M.passwordRequired));
      document.getElementById(PASSWORD_ID)?.focus();
      return;
    }
    setDeleting(true);
    try {
      await deleteAccount(password);
      // Spec section 4: after deletion the member is signed out and lands on the home page.
      // The landing page confirms the deletion (app/layouts/public-layout.tsx reads the state).
      await navigate('/', { replace: true, state: { accountDeleted: true } });
      forgetSignedInUser(queryClient);
    } catch (failure) {
      setDeleting(false);
      const message = errorMessage(failure, M.deleteAccountFailed);
      // The server names the password field when re-authentication is what failed.
      if (isApiError(failure) && failure.field === 'password') {
        flushSync(() => setFieldError(message));
      } else {
        setError(message);
      }
      const input = document.getElementById(PASSWORD_ID);
      if (input instanceof HTMLInputElement) {
        input.focus();
        input.select();
      }
    }
  };

  return (
    <form className="delete-account-form" noValidate onSubmit={onSubmit}>
      <FormAlert message={error} />
      <TextField
        id={PASSWORD_ID}
        label={t('deleteDialog.password')}
        type="password"
        revealable
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          if (value) setFieldError(null);
        }}
        error={fieldError}
        hint={t('deleteDialog.passwordHint')}
        autoComplete="current-password"
        required
      />
      <div className="dialog__actions">
        <Button variant="secondary" onClick={onCancel}>
          {t('deleteDialog.cancel')}
        </Button>
        <Button type="submit" variant="danger" aria-disabled={deleting || undefined}>
          {deleting ? <span className="btn__spinner" aria-hidden="true" /> : null}
          {deleting ? t('deleteDialog.deleting') : t('deleteDialog.submit')}
        </Button>
      </div>
    </form>
  );
}

export interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Confirms a permanent account deletion with the member's password. */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const { t } = useTranslation(settingsNs);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('deleteDialog.title')}
      description={
        <div className="delete-account-form__explain">
          <p>{t('deleteDialog.explain')}</p>
          <p>{t('deleteDialog.copyFirst')}</p>
        </div>
      }
    >
      {/* Mounted only while open, so the password never outlives the dialog. */}
      {open ? <DeleteAccountForm onCancel={onClose} /> : null}
    </Dialog>
  );
}
