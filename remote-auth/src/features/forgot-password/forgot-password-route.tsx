import { optionalSearchParams, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { NewPasswordForm } from './components/new-password-form';
import { RequestResetForm } from './components/request-reset-form';

/** R2.04: without `token` the user asks for a link; the mailed link brings the token back. */
export const forgotPasswordSearchSchema = optionalSearchParams('token');

export const loader = ({ request }: LoaderFunctionArgs) =>
  validateSearch(forgotPasswordSearchSchema, request);

export function Component() {
  const { token } = useLoaderData<typeof loader>();
  return token ? <NewPasswordForm key={token} token={token} /> : <RequestResetForm />;
}
