/**
 * A remote (manifest, entry or exposed module) could not be loaded. Its name is what the
 * platform's RouteErrorBoundary recognises to show the reload dialog.
 */
export class RemoteLoadError extends Error {
  readonly remote: string;

  constructor(remote: string, options?: { cause?: unknown }) {
    super(`Remote "${remote}" could not be loaded`, options);
    this.name = 'RemoteLoadError';
    this.remote = remote;
  }
}

export const isRemoteLoadError = (error: unknown): error is RemoteLoadError =>
  error instanceof Error && error.name === 'RemoteLoadError';
