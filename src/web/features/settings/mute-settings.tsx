import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MUTED_WORD_MAX_LENGTH } from '../../../shared/constants.ts';
import { BusyButton } from '../../components/ui/busy-button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { MuteIcon } from '../../components/ui/icons.tsx';
import { LoadError } from '../../components/ui/load-error.tsx';
import { PersonRow } from '../../components/ui/person-row.tsx';
import { TextField } from '../../components/ui/text-field.tsx';
import { showToast } from '../../components/ui/toast.tsx';
import {
  useAddMutedWord,
  useMutedMembers,
  useMutedWords,
  useMuteMember,
  useRemoveMutedWord,
} from '../../entities/mute/mute-api.ts';
import { commonNs } from '../../i18n/ns/common.ts';
import { muteNs } from '../../i18n/ns/mute.ts';
import { errorMessage } from '../../lib/api-client.ts';
import type { PersonSummary } from '../../../shared/api/social.ts';

// Settings › Safety: the members and the words the member muted (issue 28).

function MutedMemberRow({ person }: { person: PersonSummary }) {
  const { t } = useTranslation(muteNs);
  const unmute = useMuteMember(person);
  return (
    <li className="settings-list__item">
      <Link to={`/u/${person.id}`} className="person-row settings-list__person">
        <PersonRow person={person} />
      </Link>
      <BusyButton
        size="sm"
        variant="secondary"
        busy={unmute.isPending}
        busyLabel={t('members.unmuting')}
        aria-label={t('members.unmuteNamed', { name: person.displayName })}
        onClick={() => {
          if (unmute.isPending) return;
          unmute.mutate(false, {
            onSuccess: () => showToast(t('toast.unmuted', { handle: person.handle })),
            onError: () => showToast(t('members.unmuteError'), { tone: 'danger' }),
          });
        }}
      >
        {t('members.unmute')}
      </BusyButton>
    </li>
  );
}

export function MutedMembers() {
  const { t } = useTranslation(muteNs);
  const { t: tc } = useTranslation(commonNs);
  const muted = useMutedMembers();
  const people = muted.data?.people ?? [];
  return (
    <section className="settings-card card" aria-labelledby="muted-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MuteIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="muted-heading" className="settings-card__title">
          {t('members.title')}
        </h3>
        <p className="muted">{t('members.intro')}</p>
        {muted.isError ? (
          <LoadError message={t('members.loadError')} onRetry={() => void muted.refetch()} />
        ) : muted.isPending ? (
          <p className="muted" role="status">
            {tc('loading')}
          </p>
        ) : people.length === 0 ? (
          <p className="settings-empty">{t('members.empty')}</p>
        ) : (
          <ul className="settings-list" aria-label={t('members.listLabel')}>
            {people.map((person) => (
              <MutedMemberRow key={person.id} person={person} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export function MutedWords() {
  const { t } = useTranslation(muteNs);
  const { t: tc } = useTranslation(commonNs);
  const words = useMutedWords();
  const add = useAddMutedWord();
  const remove = useRemoveMutedWord();
  const [draft, setDraft] = useState('');
  const list = words.data?.words ?? [];
  const max = words.data?.max ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    add.mutate(draft, {
      onSuccess: ({ word }) => {
        setDraft('');
        showToast(t('words.added', { word: word.word }));
      },
    });
  };

  return (
    <section className="settings-card card" aria-labelledby="muted-words-heading">
      <div className="settings-card__icon" aria-hidden="true">
        <MuteIcon />
      </div>
      <div className="settings-card__body">
        <h3 id="muted-words-heading" className="settings-card__title">
          {t('words.title')}
        </h3>
        <p className="muted">{t('words.intro')}</p>
        <form className="settings-mute-form" onSubmit={submit} noValidate>
          <TextField
            label={t('words.fieldLabel')}
            value={draft}
            onValueChange={(value) => {
              setDraft(value);
              if (add.isError) add.reset();
            }}
            maxLength={MUTED_WORD_MAX_LENGTH}
            autoComplete="off"
            error={add.isError ? errorMessage(add.error, t('action.error')) : null}
            hint={words.data ? t('words.count', { used: list.length, max }) : undefined}
          />
          <BusyButton
            type="submit"
            variant="primary"
            busy={add.isPending}
            busyLabel={t('words.adding')}
          >
            {t('words.add')}
          </BusyButton>
        </form>
        <FormAlert message={remove.isError ? t('words.removeError') : null} />
        {words.isError ? (
          <LoadError message={t('words.loadError')} onRetry={() => void words.refetch()} />
        ) : words.isPending ? (
          <p className="muted" role="status">
            {tc('loading')}
          </p>
        ) : list.length === 0 ? (
          <p className="settings-empty">{t('words.empty')}</p>
        ) : (
          <ul className="settings-list" aria-label={t('words.listLabel')}>
            {list.map((word) => (
              <li key={word.id} className="settings-list__item">
                <span className="settings-mute-word">{word.word}</span>
                <BusyButton
                  size="sm"
                  variant="secondary"
                  busy={remove.isPending && remove.variables === word.id}
                  busyLabel={t('words.removing')}
                  aria-label={t('words.removeNamed', { word: word.word })}
                  onClick={() => {
                    if (remove.isPending) return;
                    remove.mutate(word.id, {
                      onSuccess: () => showToast(t('words.removed', { word: word.word })),
                    });
                  }}
                >
                  {t('words.remove')}
                </BusyButton>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
