import { i18n } from '@ontoloom/platform';
import { mountOf } from '@ontoloom/federation/remotes';
import { startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted at /settings as in the host (whose mount route carries the "Settings" breadcrumb).
// Name and mount path: this remote's entry in the registry (shared/federation/src/remotes.ts).
const mount = mountOf('remote_settings');

void startDevShell({
  remoteName: mount.remote,
  mounts: [
    {
      path: mount.path,
      handle: { breadcrumb: () => i18n.t('breadcrumbs.settings', { ns: 'common' }) },
      routes,
    },
  ],
});
