import { validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { emailSearchSchema } from '../../search-params';
import { EmailVerificationPage } from './components/email-verification-page';

/** R2.05: optional `email`, shown and used for resending. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  validateSearch(emailSearchSchema, request);

export function Component() {
  const { email } = useLoaderData<typeof loader>();
  return <EmailVerificationPage key={email} email={email} />;
}
