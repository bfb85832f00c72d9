import { i18n } from '@ontoloom/platform';
import { mountOf } from '@ontoloom/federation/remotes';
import { startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted at /projects as in the host (whose mount route carries the "Projects" breadcrumb).
// The areas the host nests in a project (ontologies) are not here: their links show the 404.
// Name and mount path: this remote's entry in the registry (shared/federation/src/remotes.ts).
const mount = mountOf('remote_projects');

void startDevShell({
  remoteName: mount.remote,
  mounts: [
    {
      path: mount.path,
      handle: { breadcrumb: () => i18n.t('breadcrumbs.projects', { ns: 'common' }) },
      routes,
    },
  ],
});
