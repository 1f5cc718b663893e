import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AlertIcon, DownloadIcon, LockIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { SwitchRow } from '../../components/ui/switch.tsx';
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

  return (
    <section className="settings-card card" aria-labelledby="privacy-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <LockIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="privacy-heading" className="settings-card__title">
          Privacy
        </h3>
        <FormAlert message={toggle.isError ? MESSAGES.privacyUpdateFailed : null} />
        {data ? (
          <div className="switch-list">
            <SwitchRow
              label="Allow direct messages"
              description="Members can message you and share posts with you by message."
              checked={data.preferences.allowDMs}
              onChange={(on) => toggle.mutate({ kind: 'preferences', changes: { allowDMs: on } })}
            />
            <SwitchRow
              label="Emotion tracking"
              description="What you read and react to shapes your mood, your daily rhythm, your feed and your insights. Off: nothing is tracked and your feed is not tuned to your mood."
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
              label="Ads personalisation"
              description="Lorien shows no ads today. If sponsored posts ever arrive, they may be matched to your interests only while this is on."
              checked={data.consents.ads}
              onChange={(on) => toggle.mutate({ kind: 'consents', changes: { ads: on } })}
            />
          </div>
        ) : settings.isError ? (
          <LoadError
            message="We could not load your privacy settings."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <p className="muted" role="status">
            Loading…
          </p>
        )}
        {offerErase ? (
          <div
            className="alert alert--info settings-erase"
            role="region"
            aria-label="Erase stored emotion data"
          >
            <p>
              Emotion tracking is off. Lorien still holds the mood and daily rhythm it learned
              before. Erase them too?
            </p>
            <div className="settings-card__actions">
              <BusyButton
                variant="danger"
                size="sm"
                busy={erase.isPending}
                busyLabel="Erasing…"
                onClick={() =>
                  erase.mutate(undefined, {
                    onSuccess: () => {
                      setOfferErase(false);
                      setErased(true);
                    },
                  })
                }
              >
                Erase my emotion data
              </BusyButton>
              <Button size="sm" variant="ghost" onClick={() => setOfferErase(false)}>
                Keep it
              </Button>
            </div>
            {erase.isError ? <p className="field__error">{MESSAGES.privacyUpdateFailed}</p> : null}
          </div>
        ) : null}
        <div role="status" className="settings-card__status">
          {erased ? <p>Your stored mood and daily rhythm are erased.</p> : null}
        </div>
        {data?.consents.updatedAt ? (
          <p className="muted settings-note">
            Consents last changed{' '}
            <time dateTime={data.consents.updatedAt}>
              {new Date(data.consents.updatedAt).toLocaleString('en', {
                dateStyle: 'medium',
                timeStyle: 'short',
              })}
            </time>
            .
          </p>
        ) : null}
      </div>
    </section>
  );
}

function DownloadData() {
  const [savedAs, setSavedAs] = useState<string | null>(null);
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
          Download your data
        </h3>
        <p className="muted">
          A copy of everything Lorien holds about you (your profile, posts, comments, messages,
          follows, saves and invites) as one JSON file.
        </p>
        <div className="settings-card__actions">
          <Button
            variant="secondary"
            icon={<DownloadIcon className="btn__icon" />}
            onClick={() => exportData.mutate()}
            disabled={exportData.isPending}
          >
            {exportData.isPending ? 'Preparing your archive…' : 'Download your data'}
          </Button>
        </div>
        <div role="status" className="settings-card__status">
          {savedAs ? (
            <p>
              Your archive is downloading as <code>{savedAs}</code>.
            </p>
          ) : null}
        </div>
        {exportData.isError ? (
          <div className="alert alert--danger" role="alert">
            <AlertIcon className="alert__icon" width={18} height={18} />
            <p>{MESSAGES.exportFailed}</p>
          </div>
        ) : null}
      </div>
    </section>
  );
}

function DeleteAccount() {
  const [open, setOpen] = useState(false);
  return (
    <section className="settings-card settings-card--danger card" aria-labelledby="delete-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <TrashIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="delete-heading" className="settings-card__title">
          Delete account
        </h3>
        <p className="muted">
          Permanently remove your account and everything you have shared. This cannot be undone.
        </p>
        <div className="settings-card__actions">
          <Button variant="danger" onClick={() => setOpen(true)}>
            Delete account
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
