import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AlertIcon, DownloadIcon, LockIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SwitchRow } from '../../components/ui/switch.tsx';
import { useFormat, useMessages } from '../../i18n/hooks.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { downloadJson, exportAccount, exportFileName } from './account-api.ts';
import { useEraseEmotionState, useSettings, useToggleSetting } from './settings-api.ts';

/**
 * allowDMs, emotion tracking and ads as optimistic switches (spec section 4): each flips at
 * once and rolls back with the spec's message when the server says no.
 */
function PrivacyToggles() {
  const settings = useSettings();
  const toggle = useToggleSetting();
  const erase = useEraseEmotionState();
  const [offerErase, setOfferErase] = useState(false);
  const [erased, setErased] = useState(false);
  const data = settings.data;
  const { t } = useTranslation(settingsNs);
  const M = useMessages();
  const format = useFormat();

  return (
    <section className="settings-card card" aria-labelledby="privacy-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="privacy-heading" className="settings-card__title">
          {t('privacy.title')}
        </h3>
        <FormAlert message={toggle.isError ? M.privacyUpdateFailed : null} />
        {data ? (
          <div className="switch-list">
            <SwitchRow
              label={t('privacy.allowDMs.label')}
              description={t('privacy.allowDMs.description')}
              checked={data.preferences.allowDMs}
              onChange={(on) => toggle.mutate({ kind: 'preferences', changes: { allowDMs: on } })}
            />
            <SwitchRow
              label={t('privacy.emotion.label')}
              description={t('privacy.emotion.description')}
              checked={data.consents.emotionTracking}
              onChange={(on) => {
                setErased(false);
                toggle.mutate(
                  { kind: 'consents', changes: { emotionTracking: on } },
                  { onSuccess: (next) => setOfferErase(!on && next.emotionStateStored) },
                );
                if (on) setOfferErase(false);
              }}
            />
            <SwitchRow
              label={t('privacy.ads.label')}
              description={t('privacy.ads.description')}
              checked={data.consents.ads}
              onChange={(on) => toggle.mutate({ kind: 'consents', changes: { ads: on } })}
            />
          </div>
        ) : settings.isError ? (
          <LoadError message={t('privacy.loadFailed')} onRetry={() => void settings.refetch()} />
        ) : (
          <p className="muted" role="status">
            {t('loading')}
          </p>
        )}
        {offerErase ? (
          <div
            className="alert alert--info settings-erase"
            role="region"
            aria-label={t('privacy.eraseRegion')}
          >
            <p>{t('privacy.eraseOffer')}</p>
            <div className="settings-card__actions">
              <BusyButton
                variant="danger"
                size="sm"
                busy={erase.isPending}
                busyLabel={t('privacy.erasing')}
                onClick={() =>
                  erase.mutate(undefined, {
                    onSuccess: () => {
                      setOfferErase(false);
                      setErased(true);
                    },
                  })
                }
              >
                {t('privacy.erase')}
              </BusyButton>
              <Button size="sm" variant="ghost" onClick={() => setOfferErase(false)}>
                {t('privacy.keep')}
              </Button>
            </div>
            {erase.isError ? <p className="field__error">{M.privacyUpdateFailed}</p> : null}
          </div>
        ) : null}
        <div role="status" className="settings-card__status">
          {erased ? <p>{t('privacy.erased')}</p> : null}
        </div>
        {data?.consents.updatedAt ? (
          <p className="muted settings-note">
            <Trans
              t={t}
              i18nKey="privacy.consentsChanged"
              values={{ when: format.dateTime(data.consents.updatedAt) }}
              components={{ time: <time dateTime={data.consents.updatedAt} /> }}
            />
          </p>
        ) : null}
      </div>
    </section>
  );
}

function DownloadData() {
  const [savedAs, setSavedAs] = useState<string | null>(null);
  const { t } = useTranslation(settingsNs);
  const M = useMessages();
  const exportData = useMutation({
    mutationFn: exportAccount,
    onMutate: () => setSavedAs(null),
    onSuccess: (data) => {
      const fileName = exportFileName(new Date());
      downloadJson(data, fileName);
      setSavedAs(fileName);
    },
  });

  return (
    <section className="settings-card card" aria-labelledby="download-data-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <DownloadIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="download-data-heading" className="settings-card__title">
          {t('privacy.download.title')}
        </h3>
        <p className="muted">{t('privacy.download.intro')}</p>
        <div className="settings-card__actions">
          <Button
            variant="secondary"
            icon={<DownloadIcon className="btn__icon" />}
            onClick={() => exportData.mutate()}
            disabled={exportData.isPending}
          >
            {exportData.isPending ? t('privacy.download.preparing') : t('privacy.download.button')}
          </Button>
        </div>
        <div role="status" className="settings-card__status">
          {savedAs ? (
            <p>
              <Trans
                t={t}
                i18nKey="privacy.download.downloading"
                values={{ file: savedAs }}
                components={{ code: <code /> }}
              />
            </p>
          ) : null}
        </div>
        {exportData.isError ? (
          <div className="alert alert--danger" role="alert">
            <AlertIcon className="alert__icon" width={18} height={18} />
            <p>{M.exportFailed}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  const { t } = useTranslation(settingsNs);
  return (
    <section className="settings-card settings-card--danger card" aria-labelledby="delete-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <TrashIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="delete-heading" className="settings-card__title">
          {t('privacy.delete.title')}
        </h3>
        <p className="muted">{t('privacy.delete.intro')}</p>
        <div className="settings-card__actions">
          <Button variant="danger" onClick={() => setOpen(true)}>
            {t('privacy.delete.button')}
          </Button>
        </div>
      </div>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </section>
  );
}

export function PrivacyDataPanel() {
  return (
    <div className="settings-panel__stack">
      <PrivacyToggles />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
