import { i18n } from '@ontoloom/platform';
import { startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted at /settings as in the host (whose mount route carries the "Settings" breadcrumb).
void startDevShell({
  remoteName: 'remote_settings',
  mounts: [
    {
      path: 'settings',
      handle: { breadcrumb: () => i18n.t('breadcrumbs.settings', { ns: 'common' }) },
      routes,
    },
  ],
});
