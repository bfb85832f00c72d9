import { registerTranslations } from '@ontoloom/platform';
import en from './locales/en.json';

export const NAMESPACE = 'knowledgeBases';

// English ships in the remote's first chunk; other languages load when the user switches.
registerTranslations(NAMESPACE, {
  en,
  loaders: {
    fr: () => import('./locales/fr.json'),
    ar: () => import('./locales/ar.json'),
  },
});
