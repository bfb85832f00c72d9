import { validateSearch } from '@ontoloom/platform';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { callbackSearchSchema, type CallbackSearch } from './callback-search';
import { CallbackPage } from './components/callback-page';

export const loader = ({ request }: LoaderFunctionArgs): CallbackSearch => {
  // R2.07: a refusal at the provider comes back with an error and no code.
  const error = new URL(request.url).searchParams.get('error');
  if (error === 'access_denied') return { kind: 'denied' };
  // Any other OAuth error (provider down, misconfigured client): no sign-in to finish.
  if (error) return { kind: 'failed', error };
  return { kind: 'code', ...validateSearch(callbackSearchSchema, request) };
};

export function Component() {
  const search = useLoaderData<typeof loader>();
  const { provider = '' } = useParams();
  return <CallbackPage provider={provider} search={search} />;
}
