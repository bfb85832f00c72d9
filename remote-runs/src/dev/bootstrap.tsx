import { mountOf } from '@ontoloom/federation/remotes';
import { projectAreaMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// The host mounts these routes inside remote-projects' project route (this remote's entry in
// shared/federation/src/remotes.ts); standalone, `/projects` lists the user's projects as the way in.
const mount = mountOf('remote_runs');

void startDevShell({
  remoteName: mount.remote,
  mounts: projectAreaMounts(mount.parent?.segment ?? mount.path, routes),
});
