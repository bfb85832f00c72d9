import { slotNavItems } from '@ontoloom/federation/remotes';
import { translationProblems } from '@ontoloom/platform/testing';
import ar from './locales/ar.json';
import en from './locales/en.json';
import fr from './locales/fr.json';
import { PROJECT_SLOT } from './project-slot';

test('R1.08 every English text has its French and Arabic translation, plural forms included', () => {
  expect(translationProblems(en, { fr, ar })).toEqual([]);
});

test('R1.08 each remote the registry mounts in a project has its tab label', () => {
  const labels: Record<string, string> = en.project.sections;
  const missing = slotNavItems(PROJECT_SLOT).filter((item) => !labels[item.navKey]);
  expect(missing).toEqual([]);
});
