/**
 * The API's version and who can use it, without dependencies: the API checks every request's
 * `Api-Version` with it, and the host checks the contract version each remote was built for.
 */

/** Value sent in the `Api-Version` header (spec section 9). */
export const API_VERSION = '2.1.0';

export type ApiVersion = { major: number; minor: number };

/** `MAJOR.MINOR` or `MAJOR.MINOR.PATCH`, else undefined. */
export const parseApiVersion = (version: string): ApiVersion | undefined => {
  const match = /^(\d+)\.(\d+)(?:\.(\d+))?$/.exec(version.trim());
  return match ? { major: Number(match[1]), minor: Number(match[2]) } : undefined;
};

/**
 * Whether code built for `client` works against `server`: the same major, and a minor not newer
 * (a newer minor may rely on fields the server does not have). An unparsable version does not.
 */
export const apiVersionAccepts = (server: string, client: string): boolean => {
  const [s, c] = [parseApiVersion(server), parseApiVersion(client)];
  return Boolean(s && c && c.major === s.major && c.minor <= s.minor);
};
