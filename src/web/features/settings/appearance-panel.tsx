import { useId, useState } from 'react';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../../lib/theme.ts';

const OPTIONS: ReadonlyArray<{ value: ThemeChoice; label: string; description: string }> = [
  { value: 'system', label: 'System', description: 'Light or dark, as your device is set.' },
  { value: 'light', label: 'Light', description: 'Always light.' },
  { value: 'dark', label: 'Dark', description: 'Always dark: easier on the eyes at night.' },
];

/** Settings → Appearance: the colour theme for this browser. */
export function AppearancePanel() {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  const name = useId();
  return (
    <div className="settings-panel__stack">
      <section className="settings-card card" aria-labelledby={`${name}-heading`}>
        <div className="settings-card__body">
          <fieldset className="theme-choice">
            <legend id={`${name}-heading`} className="settings-card__title">
              Theme
            </legend>
            {OPTIONS.map((option) => (
              <label key={option.value} className="theme-choice__option">
                <input
                  type="radio"
                  name={name}
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => {
                    setChoice(option.value);
                    saveThemeChoice(option.value);
                  }}
                />
                <span>
                  <span className="theme-choice__label">{option.label}</span>
                  <span className="muted theme-choice__description">{option.description}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="muted settings-note">This choice is kept in this browser.</p>
        </div>
      </section>
    </div>
  );
}
