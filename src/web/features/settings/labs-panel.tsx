import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessages } from '../../i18n/hooks.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { FlaskIcon } from '../../components/ui/icons.tsx';
import { SwitchRow } from '../../components/ui/switch.tsx';
import { useCurrentMood, useSettings, useToggleSetting } from './settings-api.ts';
import { soundscapeRecipe, startSoundscape, type Soundscape } from './soundscape.ts';

const DEFAULT_VOLUME = 0.6;

function SoundscapePlayer() {
  const mood = useCurrentMood();
  const volumeId = useId();
  const [volume, setVolume] = useState(DEFAULT_VOLUME);
  const [state, setState] = useState<'idle' | 'starting' | 'playing' | 'stopping'>('idle');
  const [failed, setFailed] = useState(false);
  const player = useRef<Soundscape | null>(null);
  const { t } = useTranslation(settingsNs);

  // Leaving the page stops the sound.
  useEffect(
    () => () => {
      void player.current?.stop();
      player.current = null;
    },
    [],
  );

  const tracking = mood.data?.tracking ?? true;
  const vector = tracking ? mood.data?.state?.vector : null;
  const recipe = soundscapeRecipe(vector);
  const source = !tracking
    ? t('labs.trackingOff')
    : vector
      ? t('labs.tuned', {
          character: `${t(`labs.character.${recipe.character.pace}`)}, ${t(
            `labs.character.${recipe.character.colour}`,
          )}`,
        })
      : t('labs.notLearned');

  const start = async () => {
    setFailed(false);
    setState('starting');
    try {
      player.current = await startSoundscape(recipe, volume);
      setState('playing');
    } catch {
      setFailed(true);
      setState('idle');
    }
  };
  const stop = async () => {
    setState('stopping');
    const current = player.current;
    player.current = null;
    await current?.stop().catch(() => undefined);
    setState('idle');
  };

  const playing = state === 'playing';
  return (
    <div className="soundscape" data-state={state}>
      <p className="muted">{source}</p>
      <div className="soundscape__controls">
        {playing || state === 'stopping' ? (
          <Button variant="primary" onClick={() => void stop()} disabled={state === 'stopping'}>
            {t('labs.stop')}
          </Button>
        ) : (
          <Button variant="primary" onClick={() => void start()} disabled={state === 'starting'}>
            {state === 'starting' ? t('labs.starting') : t('labs.play')}
          </Button>
        )}
        <div className="soundscape__volume">
          <label htmlFor={volumeId}>{t('labs.volume')}</label>
          <input
            id={volumeId}
            type="range"
            min={0}
            max={1}
            step={0.05}
            value={volume}
            onChange={(event) => {
              const next = Number(event.currentTarget.value);
              setVolume(next);
              player.current?.setVolume(next);
            }}
          />
        </div>
      </div>
      <p role="status" className="soundscape__status">
        {playing ? t('labs.playing') : ''}
      </p>
      <FormAlert message={failed ? t('labs.failed') : null} />
    </div>
  );
}

export function LabsPanel() {
  const settings = useSettings();
  const toggle = useToggleSetting();
  const on = settings.data?.preferences.moodSoundscapes ?? false;
  const { t } = useTranslation(settingsNs);
  const M = useMessages();
  return (
    <div className="settings-panel__stack">
      <section className="settings-card card" aria-labelledby="soundscapes-heading">
        <div className="settings-card__icon" aria-hidden="true">
          <FlaskIcon />
        </div>
        <div className="settings-card__body">
          <h3 id="soundscapes-heading" className="settings-card__title">
            {t('labs.title')}
          </h3>
          <FormAlert message={toggle.isError ? M.privacyUpdateFailed : null} />
          {settings.data ? (
            <SwitchRow
              label={t('labs.soundscapes.label')}
              description={t('labs.soundscapes.description')}
              checked={on}
              onChange={(next) =>
                toggle.mutate({ kind: 'preferences', changes: { moodSoundscapes: next } })
              }
            />
          ) : null}
          {on ? (
            <SoundscapePlayer />
          ) : settings.data ? (
            <p className="muted settings-note">{t('labs.turnOn')}</p>
          ) : null}
        </div>
      </section>
    </div>
  );
}
