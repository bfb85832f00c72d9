import { RTL_LANGUAGES, directionOf } from './rtl';
import {
  LANGUAGE_STORAGE_KEY,
  detectLanguage,
  i18n,
  registerTranslations,
  setLanguage,
} from './i18n';

afterEach(async () => {
  await setLanguage('en');
  window.localStorage.clear();
});

test('R1.08 English is bundled and usable at start', () => {
  expect(i18n.language).toBe('en');
  expect(i18n.hasResourceBundle('en', 'common')).toBe(true);
  expect(i18n.t('nav.projects', { ns: 'common' })).toBe('Projects');
  expect(i18n.hasResourceBundle('fr', 'common')).toBe(false);
});

test('R1.08 about 20 RTL codes decide the text direction', () => {
  expect(RTL_LANGUAGES.length).toBeGreaterThanOrEqual(20);
  expect(directionOf('ar')).toBe('rtl');
  expect(directionOf('he-IL')).toBe('rtl');
  expect(directionOf('fa')).toBe('rtl');
  expect(directionOf('fr')).toBe('ltr');
  expect(directionOf('en-GB')).toBe('ltr');
});

test('R1.08 switching loads the language on demand and sets <html dir lang>', async () => {
  await setLanguage('ar');
  expect(i18n.hasResourceBundle('ar', 'common')).toBe(true);
  expect(document.documentElement.dir).toBe('rtl');
  expect(document.documentElement.lang).toBe('ar');
  expect(i18n.t('nav.projects', { ns: 'common' })).toBe('المشاريع');
  await setLanguage('fr');
  expect(document.documentElement.dir).toBe('ltr');
  expect(i18n.t('nav.projects', { ns: 'common' })).toBe('Projets');
  expect(window.localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
});

test('a remote namespace registered later loads the active language too', async () => {
  await setLanguage('fr');
  const frLoader = jest.fn(async () => ({ title: 'Projets' }));
  await registerTranslations('projects-test', {
    en: { title: 'Projects' },
    loaders: { fr: frLoader },
  });
  expect(frLoader).toHaveBeenCalledTimes(1);
  expect(i18n.t('title', { ns: 'projects-test' })).toBe('Projets');
});

test('language comes from storage first, then the browser, then English', () => {
  window.localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
  expect(detectLanguage()).toBe('ar');
  window.localStorage.clear();
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE', 'fr-CA']);
  expect(detectLanguage()).toBe('fr');
  jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['de-DE']);
  expect(detectLanguage()).toBe('en');
});
