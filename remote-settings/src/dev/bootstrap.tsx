import { mountOf } from '@ontoloom/federation/remotes';
import { devShellMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// Mounted where the host mounts it, with the same breadcrumb: this remote's registry entry
// (shared/federation/src/remotes.ts).
const mount = mountOf('remote_settings');

void startDevShell({ remoteName: mount.remote, mounts: devShellMounts(mount, routes) });
