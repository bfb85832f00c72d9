import { optionalSearchParams, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { LoginPage } from './components/login-page';

/** R2.02: `redirect` (where to go after sign-in) and `email` (prefill), both optional. */
export const loginSearchSchema = optionalSearchParams('redirect', 'email');

export const loader = ({ request }: LoaderFunctionArgs) =>
  validateSearch(loginSearchSchema, request);

export function Component() {
  const { email, redirect } = useLoaderData<typeof loader>();
  // Keyed so following a link with another email prefills again.
  return <LoginPage key={email} email={email} redirect={redirect} />;
}
