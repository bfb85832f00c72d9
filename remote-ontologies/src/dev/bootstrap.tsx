import { remoteByName } from '@ontoloom/federation/remotes';
import { projectAreaMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// The host mounts these routes inside remote-projects' project route (this remote's entry in
// shared/federation/src/remotes.ts); standalone, `/projects` lists the user's projects as the way in.
const remote = remoteByName('remote_ontologies');

void startDevShell({
  remoteName: remote.name,
  mounts: projectAreaMounts(remote.mount.parent?.segment ?? remote.mount.path, routes),
});
