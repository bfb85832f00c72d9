import { optionalSearchParams, validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { EmailVerifiedPage } from './components/email-verified-page';

/** R2.05: optional `email`; `token` comes from the mailed link. */
export const verifiedSearchSchema = optionalSearchParams('email', 'token');

export const loader = ({ request }: LoaderFunctionArgs) =>
  validateSearch(verifiedSearchSchema, request);

export function Component() {
  const { email, token } = useLoaderData<typeof loader>();
  return <EmailVerifiedPage key={token} email={email} token={token} />;
}
