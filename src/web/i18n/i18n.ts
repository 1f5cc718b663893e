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
// namespace module in ns/ that a screen imports. English (the fallback, the spec's words) comes
// with the screen's code; Turkish is downloaded only when it is the interface language (issue
// 27: the first paint waited for both). What loads lazily waits for its Turkish strings before
// it renders: main.tsx before the first render, the router's routes and lazily loaded dialogs
// through `withStrings`, a language switch before it shows. So no screen shows English keys or
// an English flash in a Turkish interface.

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

// The Turkish parts: what each registered namespace (and the server messages, i18n/messages.ts)
// needs beyond its English, by name, and the downloads started so far.
const turkishLoaders = new Map<string, () => Promise<void>>();
const turkishLoads = new Map<string, Promise<void>>();
const turkishLoaded = new Set<string>();
/** The language asked for last (a switch waits for its Turkish parts before it shows). */
let requestedLanguage: InterfaceLanguage = currentLanguage();

function loadTurkish(name: string): Promise<void> {
  let load = turkishLoads.get(name);
  if (!load) {
    const loader = turkishLoaders.get(name);
    if (!loader) return Promise.resolve();
    load = loader().then(() => {
      turkishLoaded.add(name);
    });
    // A failed download (offline, a replaced build) is tried again by the next wait.
    load.catch(() => turkishLoads.delete(name));
    turkishLoads.set(name, load);
  }
  return load;
}

const wantsTurkish = () => currentLanguage() === 'tr' || requestedLanguage === 'tr';

/**
 * Registers what a part of the interface needs in Turkish beyond its English (`load` downloads
 * it and puts it in place), starting the download when Turkish is the interface language or
 * being switched to. Resolves once it is there (at once otherwise). Never rejects: a part that
 * failed to download shows in English (the fallback) and is tried again by the next
 * `languageReady`.
 */
export function registerTurkishPart(name: string, load: () => Promise<void>): Promise<void> {
  if (!turkishLoaders.has(name)) turkishLoaders.set(name, load);
  return wantsTurkish() ? loadTurkish(name).catch(() => undefined) : Promise.resolve();
}

/** Resolves once every registered part of the interface is there in `language`. */
export async function languageReady(language: InterfaceLanguage): Promise<void> {
  if (language === 'en') return;
  // Parts registered while waiting (a screen loading meanwhile) are waited for too.
  for (;;) {
    const missing = [...turkishLoaders.keys()].filter((name) => !turkishLoaded.has(name));
    if (missing.length === 0) return;
    await Promise.all(missing.map(loadTurkish));
  }
}

/**
 * Switch the interface language and remember it in this browser. The interface changes once
 * the new language's strings are downloaded (Turkish is loaded on demand), never half-way.
 */
export function changeInterfaceLanguage(language: InterfaceLanguage): void {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the choice lasts for this page
  }
  requestedLanguage = language;
  const show = () => {
    // A later switch wins over this one's download.
    if (requestedLanguage === language && currentLanguage() !== language)
      void i18n.changeLanguage(language);
  };
  languageReady(language).then(show, () => {
    // Still missing after a failed download: show what there is (English for those parts).
    show();
  });
}

/**
 * Adds a namespace's catalogues, English at once and Turkish when it is wanted (`tr` imports it:
 * from its own module, `(await import('../locales/tr/x.ts')).default`, or from a file of several,
 * `(await import('../turkish-member.ts')).x`; started at once when Turkish is the interface
 * language); returns its name for useTranslation. Called once by each module under ns/ when it
 * is first imported; what imports such a module lazily waits for `languageReady` before it
 * renders (`withStrings`).
 */
export function registerNamespace<const N extends string, T extends Catalogue>(
  namespace: N,
  en: T,
  tr: () => Promise<TranslationOf<T>>,
): N {
  if (!i18n.hasResourceBundle('en', namespace))
    i18n.addResourceBundle('en', namespace, en, true, true);
  void registerTurkishPart(namespace, async () => {
    i18n.addResourceBundle('tr', namespace, await tr(), true, true);
  });
  return namespace;
}

/**
 * A lazily loaded module (a route, a dialog), once the strings it registered are there in the
 * interface language: `lazy: () => withStrings(import('./page.tsx'))`. English: at once.
 */
export async function withStrings<M>(module: Promise<M>): Promise<M> {
  const loaded = await module;
  await languageReady(currentLanguage()).catch(() => undefined);
  return loaded;
}
