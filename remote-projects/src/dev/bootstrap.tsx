import { mountOf } from '@ontoloom/federation/remotes';
import { devShellMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted where the host mounts it, with the same breadcrumb: this remote's registry entry
// (shared/federation/src/remotes.ts). The areas the host nests in a project (ontologies, runs)
// are not here: their links show the 404.
const mount = mountOf('remote_projects');

void startDevShell({ remoteName: mount.remote, mounts: devShellMounts(mount, routes) });
