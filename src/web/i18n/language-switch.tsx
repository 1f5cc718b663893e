import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INTERFACE_LANGUAGES,
  LANGUAGE_NAMES,
  isInterfaceLanguage,
  type InterfaceLanguage,
} from '../../shared/i18n/languages.ts';
import { changeInterfaceLanguage } from './i18n.ts';
import { useLanguage } from './hooks.ts';
import { commonNs } from './ns/common.ts';
import './language-switch.css';

interface LanguageSwitchProps {
  /** Called after the switch, e.g. to remember the choice on the member's account. */
  onChange?: (language: InterfaceLanguage) => void;
  /** Show the label on screen (Settings) or only to assistive technology (a header). */
  visibleLabel?: boolean;
  className?: string;
}

/** A labelled select of the interface languages, each named in itself. */
export function LanguageSwitch({ onChange, visibleLabel = false, className }: LanguageSwitchProps) {
  const { t } = useTranslation(commonNs);
  const language = useLanguage();
  const id = useId();
  return (
    <div className={['language-switch', className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={visibleLabel ? 'language-switch__label' : 'visually-hidden'}>
        {t('language.label')}
      </label>
      <select
        id={id}
        className="language-switch__select"
        value={language}
        onChange={(event) => {
          const next = event.target.value;
          if (!isInterfaceLanguage(next)) return;
          changeInterfaceLanguage(next);
          onChange?.(next);
        }}
      >
        {INTERFACE_LANGUAGES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LANGUAGE_NAMES[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
