export { defineHostConfig, type HostConfigOptions } from './define-host-config';
export { defineEarlyConfig, EARLY_BUILD, EARLY_DIR } from './define-early-config';
export {
  defineRemoteConfig,
  packageVersion,
  registeredRemote,
  type RemoteConfigOptions,
} from './define-remote-config';
export {
  hostFederationOptions,
  remoteFederationOptions,
  runtimePluginPath,
  type FederationOptions,
} from './federation-options';
export {
  SHARED_SINGLETONS,
  createSharedConfig,
  installedVersion,
  packageNameOf,
  type SharedEntry,
  type SharedSingleton,
} from './shared-singletons';
export { CONFIG_ENV_KEYS, configEnvDefinitions } from './config-env';
export { CORS_HEADERS, currentMode, type Mode } from './base-config';
export {
  HOST_APP,
  REMOTES,
  REMOTE_MOUNTS,
  mountOf,
  remoteSlot,
  slotNavItems,
  topLevelMounts,
  type MountLayout,
  type ResolvedMount,
  remoteByFolder,
  remoteByName,
  remoteManifestUrl,
  remotePortEnvKey,
  remotesFile,
  type RemoteDefinition,
  type RemoteFolder,
  type RemoteMountDefinition,
  type RemoteName,
} from './remotes';
