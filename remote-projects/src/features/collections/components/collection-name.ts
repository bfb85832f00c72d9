import type { TFunction } from 'i18next';

/** R3.04: a collection may have an empty name; show a label instead of nothing. */
export const collectionLabel = (name: string, t: TFunction<'projects'>): string =>
  name.trim() || t('collections.untitled');
