/**
 * `@ontoloom/platform/dev-shell`: runs one remote on its own, without the host (ARCHITECTURE §2).
 * Imported only by the remotes' `src/dev/` entries, which rspack builds in development only; it
 * is not in the platform's main barrel, so it never reaches a production bundle.
 */
import './locales';

export { startDevShell } from './start-dev-shell';
export {
  createDevShellRouter,
  type DevShellRouter,
  type DevShellRouterOptions,
} from './dev-shell-router';
export { createDevShellRoutes, DEV_SHELL_ROOT_ID, DEV_SHELL_APP_ID } from './dev-shell-routes';
export { DevShellLayout, type DevShellLayoutProps } from './dev-shell-layout';
export { DevShellHome, type DevShellHomeProps } from './dev-shell-home';
export { DevSignInPage } from './dev-sign-in-page';
export {
  DevProjectList,
  devShellMounts,
  projectAreaMounts,
  type DevProjectListProps,
  type RegistryMount,
} from './project-area';
export {
  DEV_SHELL_API_STORAGE_KEY,
  DEV_SHELL_DEFAULTS,
  devShellConfigInput,
  type RawConfig,
} from './config';
export { DEV_SHELL_NAMESPACE } from './locales';
export type { DevShellMount, DevShellOptions } from './types';
