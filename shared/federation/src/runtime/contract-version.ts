import { API_VERSION, apiVersionAccepts } from '@ontoloom/contract/api-version';

/** Where a remote's mf-manifest.json declares the contract version it was built for. */
export const CONTRACT_VERSION_FIELD = 'ontoloomContractVersion';

/**
 * A remote built for a contract (API) version this host cannot serve: a newer minor or another
 * major. The platform's route error boundary shows it as the compatibility dialog.
 */
export class RemoteIncompatibleError extends Error {
  readonly remote: string;
  readonly builtFor: string;
  readonly supported: string;

  constructor(remote: string, builtFor: string, supported = API_VERSION) {
    super(
      `Remote "${remote}" was built for API ${builtFor}; this application serves API ${supported}`,
    );
    this.name = 'RemoteIncompatibleError';
    this.remote = remote;
    this.builtFor = builtFor;
    this.supported = supported;
  }
}

/**
 * The version a manifest declares, checked against the host's; a manifest that declares none
 * (built before the field existed) is let through.
 */
export function checkRemoteContract(
  remote: string,
  manifest: unknown,
  supported: string = API_VERSION,
): void {
  const metaData = (manifest as { metaData?: Record<string, unknown> } | undefined)?.metaData;
  const declared = metaData?.[CONTRACT_VERSION_FIELD];
  if (typeof declared !== 'string') return;
  if (!apiVersionAccepts(supported, declared))
    throw new RemoteIncompatibleError(remote, declared, supported);
}
