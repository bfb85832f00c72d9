import { projectAreaMounts, startDevShell } from '@ontoloom/platform/dev-shell';
import { routes } from '../routes';

// The host mounts these routes at /projects/:projectId/ontologies inside remote-projects'
// project route; standalone, `/projects` lists the user's projects as the way in.
void startDevShell({
  remoteName: 'remote_ontologies',
  mounts: projectAreaMounts('ontologies', routes),
});
