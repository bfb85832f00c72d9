import { translationProblems } from '@ontoloom/platform/testing';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';

test('R1.08 every English text has its French and Arabic translation, plural forms included', () => {
  expect(translationProblems(en, { fr, ar })).toEqual([]);
});
