import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  INTERFACE_LANGUAGES,
  INTL_LOCALE,
  isInterfaceLanguage,
  negotiateLanguage,
  toInterfaceLanguage,
  type InterfaceLanguage,
} from '../../shared/i18n/languages.ts';
import type { Catalogue, TranslationOf } from './catalogue.ts';

// One i18next instance for the web app (issue 27; why i18next: docs/decisions.md, "Interface
// languages"). Catalogues are TypeScript modules under locales/{en,tr}, registered by the
// namespace module in ns/ that a screen imports, so each lazily loaded screen brings its own
// strings in both languages and no Suspense boundary waits on a download.

/** Where this browser remembers the language (the member's account remembers it too). */
export const LANGUAGE_STORAGE_KEY = 'lorien.language';

function storedLanguage(): InterfaceLanguage | undefined {
  try {
    return toInterfaceLanguage(globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY));
  } catch {
    return undefined; // storage blocked (private mode, sandboxed frame)
  }
}

/** This browser's choice, else the browser's own languages, else the spec default. */
export function initialLanguage(): InterfaceLanguage {
  return storedLanguage() ?? negotiateLanguage(globalThis.navigator?.languages ?? []);
}

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLanguage(),
  fallbackLng: 'en',
  supportedLngs: [...INTERFACE_LANGUAGES],
  defaultNS: 'common',
  ns: [],
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false }, // React escapes
  returnNull: false,
  react: { useSuspense: false },
});

/** The language the interface speaks now. */
export function currentLanguage(): InterfaceLanguage {
  const language = i18n.language;
  return isInterfaceLanguage(language) ? language : 'en';
}

/** The Intl locale for the current language (tr-TR: 24-hour clock). */
export function currentLocale(): string {
  return INTL_LOCALE[currentLanguage()];
}

function reflectOnPage(language: InterfaceLanguage) {
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}
reflectOnPage(currentLanguage());
i18n.on('languageChanged', (language) => {
  if (isInterfaceLanguage(language)) reflectOnPage(language);
});

/** Switch the interface language and remember it in this browser. */
export function changeInterfaceLanguage(language: InterfaceLanguage): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page
  }
  if (currentLanguage() !== language) void i18n.changeLanguage(language);
}

/**
 * Adds a namespace's catalogues in both languages; returns its name for useTranslation. Called
 * once by each module under ns/ when it is first imported.
 */
export function registerNamespace<const N extends string, T extends Catalogue>(
  namespace: N,
  en: T,
  tr: TranslationOf<T>,
): N {
  if (!i18n.hasResourceBundle('en', namespace)) {
    i18n.addResourceBundle('en', namespace, en, true, true);
    i18n.addResourceBundle('tr', namespace, tr, true, true);
  }
  return namespace;
}
