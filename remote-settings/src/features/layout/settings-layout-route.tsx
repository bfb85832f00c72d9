import { requireActiveUser, validateSearch } from '@ontoloom/platform';
import { Outlet, redirect, useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { SettingsLayout } from './settings-layout';
import { settingsSearchSchema, withGoBack } from './settings-search';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  const { goBack } = validateSearch(settingsSearchSchema, request);
  const user = await requireActiveUser({ request });
  return { goBack, isSuperAdmin: user.is_super_admin };
};

/** R2.25: the settings index goes to the profile, keeping `goBack`. */
export const indexLoader = ({ request }: LoaderFunctionArgs) => {
  const { goBack } = validateSearch(settingsSearchSchema, request);
  return redirect(withGoBack('/settings/profile', goBack));
};

export function Component() {
  const { goBack, isSuperAdmin } = useLoaderData<typeof loader>();
  return (
    <SettingsLayout goBack={goBack} isSuperAdmin={isSuperAdmin}>
      <Outlet />
    </SettingsLayout>
  );
}
