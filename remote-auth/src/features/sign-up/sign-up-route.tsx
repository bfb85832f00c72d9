import { validateSearch } from '@ontoloom/platform';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { emailSearchSchema } from '../../search-params';
import { SignUpPage } from './components/sign-up-page';

/** R2.03: an optional `email` prefills the form. */
export const loader = ({ request }: LoaderFunctionArgs) =>
  validateSearch(emailSearchSchema, request);

export function Component() {
  const { email } = useLoaderData<typeof loader>();
  return <SignUpPage key={email} email={email} />;
}
