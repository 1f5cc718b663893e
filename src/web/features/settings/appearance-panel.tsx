import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readThemeChoice, saveThemeChoice, type ThemeChoice } from '../../lib/theme.ts';
import { LanguageSwitch } from '../../i18n/language-switch.tsx';
import { commonNs } from '../../i18n/ns/common.ts';
import { settingsNs } from '../../i18n/ns/settings.ts';
import { useSaveAccountLanguage } from '../../i18n/use-account-language.ts';

const OPTIONS: readonly ThemeChoice[] = ['system', 'light', 'dark'];

/** Settings → Appearance: the interface language and the colour theme. */
export function AppearancePanel({
  onLanguageChange,
}: {
  onLanguageChange?: (language: 'tr' | 'en') => void;
}) {
  const [choice, setChoice] = useState<ThemeChoice>(readThemeChoice);
  const name = useId();
  const { t } = useTranslation(settingsNs);
  const { t: tc } = useTranslation(commonNs);
  return (
    <div className="settings-panel__stack">
      <section className="settings-card card" aria-labelledby={`${name}-language`}>
        <div className="settings-card__body">
          <h3 id={`${name}-language`} className="settings-card__title">
            {tc('language.settingsTitle')}
          </h3>
          <p className="muted">{tc('language.settingsHint')}</p>
          <LanguageSwitch visibleLabel onChange={onLanguageChange} />
          <p className="muted settings-note">
            {onLanguageChange ? tc('language.savedForAccount') : tc('language.savedForBrowser')}
          </p>
        </div>
      </section>
      <section className="settings-card card" aria-labelledby={`${name}-heading`}>
        <div className="settings-card__body">
          <fieldset className="theme-choice">
            <legend id={`${name}-heading`} className="settings-card__title">
              {t('appearance.theme')}
            </legend>
            {OPTIONS.map((option) => (
              <label key={option} className="theme-choice__option">
                <input
                  type="radio"
                  name={name}
                  value={option}
                  checked={choice === option}
                  onChange={() => {
                    setChoice(option);
                    saveThemeChoice(option);
                  }}
                />
                <span>
                  <span className="theme-choice__label">{t(`appearance.${option}.label`)}</span>
                  <span className="muted theme-choice__description">
                    {t(`appearance.${option}.description`)}
                  </span>
                </span>
              </label>
            ))}
          </fieldset>
          <p className="muted settings-note">{t('appearance.themeKept')}</p>
        </div>
      </section>
    </div>
  );
}

/** Appearance for a signed-in member: the language choice is saved on the account too. */
export function AccountAppearancePanel() {
  const save = useSaveAccountLanguage();
  return <AppearancePanel onLanguageChange={save} />;
}
