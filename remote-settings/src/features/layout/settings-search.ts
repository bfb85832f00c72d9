import { z } from 'zod';

/** Only same-site paths: a crafted `goBack` must not send the user to another site. */
export const safeGoBack = (value: string | undefined): string | undefined =>
  value && value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/settings')
    ? value
    : undefined;

/** R2.25: `/settings?goBack=<path>` — where the "Back" link of the settings area leads. */
export const settingsSearchSchema = z.object({
  goBack: z.string().optional().catch(undefined).transform(safeGoBack),
});

/** `path` with the goBack param kept, so moving between settings pages keeps the way back. */
export const withGoBack = (path: string, goBack: string | undefined): string =>
  goBack ? `${path}?${new URLSearchParams({ goBack }).toString()}` : path;
