import { optionalSearchParams } from '@ontoloom/platform';
import type { z } from 'zod';

// R5.03: auth search params are optional strings; a malformed one is dropped, not an error. The
// platform builds the schemas, so the login screen loads no schema library of this remote's.
export const emailSearchSchema = optionalSearchParams('email');
export type EmailSearch = z.infer<typeof emailSearchSchema>;

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users away. */
export const safeRedirect = (redirect: string | undefined): string | undefined =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;

export const withEmail = (path: string, email: string | undefined): string =>
  email ? `${path}?${new URLSearchParams({ email }).toString()}` : path;
