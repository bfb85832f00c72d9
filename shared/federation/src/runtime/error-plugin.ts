import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RemoteLoadError } from './remote-load-error';

/** `remote_projects/routes` → `remote_projects`; manifest failures may only carry a URL. */
const remoteNameOf = (id: string, remote?: { name?: string }): string =>
  remote?.name ?? (id.includes('://') ? id : (id.split('/')[0] ?? id));

/**
 * Runtime policy for failed remotes: never hand React a fallback module; throw a typed
 * RemoteLoadError so the route's error boundary shows the reload dialog for that area only.
 */
export const remoteErrorPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'ontoloom-remote-error',
  errorLoadRemote({ id, error, lifecycle, remote }) {
    // Shared-module negotiation failures are not a remote's area failing: let them surface.
    if (lifecycle === 'beforeLoadShare') throw error;
    throw new RemoteLoadError(remoteNameOf(id, remote), { cause: error });
  },
});

// Module Federation's `runtimePlugins` option imports the default export and calls it.
export default remoteErrorPlugin;
