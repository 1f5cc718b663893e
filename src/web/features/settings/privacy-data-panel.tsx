import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { MESSAGES } from '../../../shared/messages.ts';
import { Button } from '../../components/ui/button.tsx';
import { AlertIcon, DownloadIcon, TrashIcon } from '../../components/ui/icons.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import { downloadJson, exportAccount, exportFileName } from './account-api.ts';
import { SoonNotice } from './soon-notice.tsx';

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
      <SoonNotice
        title="Privacy switches are coming together"
        items={[
          'Emotion tracking: whether your mood shapes your feed and insights.',
          'Ads: whether sponsored posts may be matched to you.',
          'Both are on by default; you will be able to turn either off here.',
        ]}
      />
      <DownloadData />
      <DeleteAccount />
    </div>
  );
}
