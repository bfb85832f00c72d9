import { projectParamsSchema } from '@ontoloom/contract/session';
import type { LoaderFunctionArgs } from 'react-router';
import { listSearchSchema } from './list-search';
import { requireActiveUser } from './require-auth';
import { validateSearch } from './validate-search';

/** R2.15: collections, runs, ontologies and knowledge bases each have these two sub-lists. */
export const LIST_STATUSES = ['active', 'archived'] as const;
export type ListStatus = (typeof LIST_STATUSES)[number];

/** Which sub-list a URL shows: `…/archived` or else `…/active`. */
export const listStatusOf = (request: Request): ListStatus =>
  new URL(request.url).pathname.replace(/\/+$/, '').endsWith('/archived') ? 'archived' : 'active';

export type ArchivableListArgs = { projectId: string; status: ListStatus; search: string };

/**
 * The loader of a project's active or archived sub-list. It runs beside the project loader, which
 * turns a malformed project id into its not-found view, so here such an id only skips the call.
 * The list is prefetched, not awaited: the page shows its skeleton instead of holding the last one.
 */
export function archivableListLoader(prefetch: (args: ArchivableListArgs) => unknown) {
  return async ({ request, params }: LoaderFunctionArgs): Promise<ArchivableListArgs> => {
    // R5.03: the search text is an optional string that defaults to empty.
    const { search } = validateSearch(listSearchSchema, request);
    const args = { projectId: params.projectId ?? '', status: listStatusOf(request), search };
    if (!projectParamsSchema.safeParse({ project_id: args.projectId }).success) return args;
    await requireActiveUser({ request });
    void prefetch(args);
    return args;
  };
}
