import i18next, { type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { commonEn } from './locales/common-en';
import { directionOf } from './rtl';

/** Languages the UI offers; English is bundled, the others are loaded when chosen. */
export const SUPPORTED_LANGUAGES = ['en', 'fr', 'ar'] as const;
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: SupportedLanguage = 'en';
export const LANGUAGE_STORAGE_KEY = 'ontoloom.language';

export type TranslationResources = ResourceLanguage;
export type TranslationLoader = () => Promise<
  TranslationResources | { default: TranslationResources }
>;
export type TranslationRegistration = {
  en: TranslationResources;
  loaders?: Partial<Record<string, TranslationLoader>>;
};

const loadersByNamespace = new Map<string, Partial<Record<string, TranslationLoader>>>();

export const i18n = i18next.createInstance();

// Synchronous init with the English bundle: `t` works at once, in every remote and in tests.
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...SUPPORTED_LANGUAGES],
  ns: ['common'],
  defaultNS: 'common',
  resources: { en: { common: commonEn } },
  partialBundledLanguages: true,
  initAsync: false,
  interpolation: { escapeValue: false },
  // Re-render when a language bundle arrives after a remote registered its namespace.
  react: { useSuspense: false, bindI18n: 'languageChanged loaded', bindI18nStore: 'added' },
});

const isSupported = (language: string): language is SupportedLanguage =>
  (SUPPORTED_LANGUAGES as readonly string[]).includes(language);

const toSupported = (language: string | null | undefined): SupportedLanguage | null => {
  if (!language) return null;
  const base = language.toLowerCase().split(/[-_]/)[0] ?? '';
  return isSupported(base) ? base : null;
};

/** Stored choice first, then the browser's preferences, then English. */
export const detectLanguage = (): SupportedLanguage => {
  let stored: string | null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const candidates = [
    stored,
    ...(typeof navigator === 'undefined' ? [] : (navigator.languages ?? [])),
  ];
  for (const candidate of candidates) {
    const language = toSupported(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
};

const loadNamespace = async (namespace: string, language: string): Promise<void> => {
  if (language === DEFAULT_LANGUAGE || i18n.hasResourceBundle(language, namespace)) return;
  const loader = loadersByNamespace.get(namespace)?.[language];
  if (!loader) return;
  const loaded = await loader();
  const resources = 'default' in loaded ? (loaded.default as TranslationResources) : loaded;
  i18n.addResourceBundle(language, namespace, resources, true, true);
};

/**
 * Adds a namespace: English now, other languages through loaders on demand. A remote that
 * registers while another language is active gets that language loaded straight away.
 */
export const registerTranslations = (
  namespace: string,
  { en, loaders = {} }: TranslationRegistration,
): Promise<void> => {
  loadersByNamespace.set(namespace, { ...loadersByNamespace.get(namespace), ...loaders });
  i18n.addResourceBundle(DEFAULT_LANGUAGE, namespace, en, true, true);
  return loadNamespace(namespace, i18n.language).catch((error: unknown) => {
    console.error(`Could not load "${namespace}" translations for ${i18n.language}`, error);
  });
};

export const applyDocumentLanguage = (language: string): void => {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
};

/** Loads every registered namespace for the language, switches, and sets `<html dir lang>`. */
export const setLanguage = async (language: string): Promise<void> => {
  const next = toSupported(language) ?? DEFAULT_LANGUAGE;
  await Promise.all(
    Array.from(loadersByNamespace.keys(), (namespace) =>
      loadNamespace(namespace, next).catch((error: unknown) => {
        console.error(`Could not load "${namespace}" translations for ${next}`, error);
      }),
    ),
  );
  await i18n.changeLanguage(next);
  applyDocumentLanguage(next);
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, next);
  } catch {
    // The choice just is not remembered.
  }
};

/** Start-up: pick the language (stored, browser, English) and apply it before first render. */
export const initI18n = async (): Promise<void> => {
  await setLanguage(detectLanguage());
};

registerTranslations('common', {
  en: commonEn,
  loaders: {
    fr: () => import('./locales/common-fr').then((module) => module.commonFr),
    ar: () => import('./locales/common-ar').then((module) => module.commonAr),
  },
});
