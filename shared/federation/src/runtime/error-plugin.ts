import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { checkRemoteContract } from './contract-version';
import { RemoteLoadError } from './remote-load-error';

/** `remote_projects/routes` → `remote_projects`; manifest failures may only carry a URL. */
const remoteNameOf = (id: string, remote?: { name?: string }): string =>
  remote?.name ?? (id.includes('://') ? id : (id.split('/')[0] ?? id));

/**
 * Runtime policy for remotes: a remote whose manifest declares a contract version this host cannot
 * serve is refused before any of its code runs; failures never hand React a fallback module but
 * throw a typed RemoteLoadError (its cause says why), so the route's error boundary shows the
 * reload or compatibility dialog for that area only.
 */
export const remoteErrorPlugin = (): ModuleFederationRuntimePlugin => ({
  name: 'ontoloom-remote-error',
  async afterLoadManifest(args) {
    if (args.manifestJson) {
      try {
        checkRemoteContract(args.moduleInfo.name, args.manifestJson);
      } catch (error) {
        throw new RemoteLoadError(args.moduleInfo.name, { cause: error });
      }
    }
    return args;
  },
  errorLoadRemote({ id, error, lifecycle, remote }) {
    // Shared-module negotiation failures are not a remote's area failing: let them surface.
    if (lifecycle === 'beforeLoadShare') throw error;
    throw new RemoteLoadError(remoteNameOf(id, remote), { cause: error });
  },
});

// Module Federation's `runtimePlugins` option imports the default export and calls it.
export default remoteErrorPlugin;
