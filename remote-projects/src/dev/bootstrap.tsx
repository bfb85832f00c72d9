import { i18n } from '@ontoloom/platform';
import { startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted at /projects as in the host (whose mount route carries the "Projects" breadcrumb).
// The areas the host nests in a project (ontologies) are not here: their links show the 404.
void startDevShell({
  remoteName: 'remote_projects',
  mounts: [
    {
      path: 'projects',
      handle: { breadcrumb: () => i18n.t('breadcrumbs.projects', { ns: 'common' }) },
      routes,
    },
  ],
});
