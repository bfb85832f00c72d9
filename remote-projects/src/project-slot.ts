import { remoteSlot } from '@ontoloom/federation/remotes';

/** The slot other remotes mount in (registry, shared/federation/src/remotes.ts): one project. */
export const PROJECT_SLOT = 'project';

/** Route path of a project, relative to this remote's mount, as the registry declares it. */
export const PROJECT_ROUTE_PATH = remoteSlot('remote_projects', PROJECT_SLOT);
