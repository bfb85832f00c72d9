import { REMOTE_MOUNTS } from '@ontoloom/federation/remotes';
import { i18n } from '@ontoloom/platform';

test('every breadcrumb key of the remote registry is translated in every language', () => {
  const keys = [...new Set(REMOTE_MOUNTS.flatMap((mount) => mount.breadcrumbKey ?? []))];
  expect(keys.length).toBeGreaterThan(0);
  for (const lng of ['en', 'fr', 'ar']) {
    for (const key of keys)
      expect([lng, key, i18n.exists(key, { ns: 'common', lng })]).toEqual([lng, key, true]);
  }
});
