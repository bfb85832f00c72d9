import { z } from 'zod';

// R5.03: auth search params are optional strings; a malformed one is dropped, not an error.
export const optionalParam = z.string().optional().catch(undefined);

export const emailSearchSchema = z.object({ email: optionalParam });
export type EmailSearch = z.infer<typeof emailSearchSchema>;

/** Only same-site paths are followed after sign-in, so a crafted link cannot send users away. */
export const safeRedirect = (redirect: string | undefined): string | undefined =>
  redirect && redirect.startsWith('/') && !redirect.startsWith('//') ? redirect : undefined;

export const withEmail = (path: string, email: string | undefined): string =>
  email ? `${path}?${new URLSearchParams({ email }).toString()}` : path;
