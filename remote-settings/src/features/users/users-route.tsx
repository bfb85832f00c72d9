import { requireActiveUser } from '@ontoloom/platform';
import { Outlet, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ForbiddenView } from './components/forbidden-view';

/** Whether the signed-in user may administer users (the current user is cached, so this is cheap). */
export const isSuperAdmin = async (request: Request): Promise<boolean> =>
  (await requireActiveUser({ request })).is_super_admin;

export const loader = async ({ request }: LoaderFunctionArgs) => ({
  allowed: await isSuperAdmin(request),
});

/** Gate of the users area: its pages for super admins, a plain forbidden view for others. */
export function Component() {
  const { allowed } = useLoaderData<typeof loader>();
  return allowed ? <Outlet /> : <ForbiddenView />;
}
