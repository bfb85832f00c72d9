// Browser-side federation policy, imported by the host's bootstrap.
export { RemoteLoadError, isRemoteLoadError } from './remote-load-error';
export { remoteErrorPlugin } from './error-plugin';
export {
  checkRemoteContract,
  CONTRACT_VERSION_FIELD,
  RemoteIncompatibleError,
} from './contract-version';
export {
  loadRemoteRegistry,
  parseRemoteRegistry,
  RemoteRegistryError,
  type LoadRegistryOptions,
  type RemoteRegistry,
  type RemoteRegistryEntry,
} from './registry-loader';
