import { mountOf } from '@ontoloom/federation/remotes';
import { devShellMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// The host mounts these routes inside remote-projects' project slot (this remote's entry in
// shared/federation/src/remotes.ts); standalone, the slot's parent lists the user's projects as
// the way in.
const mount = mountOf('remote_knowledge_bases');

void startDevShell({ remoteName: mount.remote, mounts: devShellMounts(mount, routes) });
