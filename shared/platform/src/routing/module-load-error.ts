// Errors raised when code cannot be fetched: rspack chunk loads, Module Federation runtime
// (RUNTIME-00x codes: remote entry, manifest or script failures) and native dynamic imports.
const LOAD_FAILURE_NAMES = new Set(['ChunkLoadError', 'RemoteLoadError']);
const LOAD_FAILURE_MESSAGE =
  /Loading (CSS )?chunk [^ ]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|RUNTIME-00\d|Failed to load script resources|Failed to get manifest|remoteEntry/i;

/** True for a lazy module or remote that failed to load: the reload dialog's case (R8.09). */
export const isModuleLoadError = (error: unknown, depth = 0): boolean => {
  if (!(error instanceof Error) || depth > 5) return false;
  if (LOAD_FAILURE_NAMES.has(error.name)) return true;
  if (LOAD_FAILURE_MESSAGE.test(error.message)) return true;
  return isModuleLoadError((error as Error & { cause?: unknown }).cause, depth + 1);
};

/** What a remote refused for its contract version says (federation's RemoteIncompatibleError). */
export type IncompatibleRemote = { remote: string; builtFor: string; supported: string };

/** The incompatible remote behind a load failure, if that is why it failed. */
export const incompatibleRemoteOf = (error: unknown, depth = 0): IncompatibleRemote | undefined => {
  if (!(error instanceof Error) || depth > 5) return undefined;
  if (error.name === 'RemoteIncompatibleError') {
    const { remote, builtFor, supported } = error as Error & Partial<IncompatibleRemote>;
    return { remote: remote ?? '', builtFor: builtFor ?? '', supported: supported ?? '' };
  }
  return incompatibleRemoteOf((error as Error & { cause?: unknown }).cause, depth + 1);
};
