import { validateSearch } from '@ontoloom/platform';
import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import { CallbackPage } from './components/callback-page';

/** R2.06 R5.03: `state` and `code` are required and non-empty (`iss` comes with some providers). */
export const callbackSearchSchema = z.object({
  state: z.string().min(1),
  code: z.string().min(1),
  iss: z.string().min(1).optional().catch(undefined),
});

export type CallbackSearch =
  | { kind: 'denied' }
  | { kind: 'failed'; error: string }
  | ({ kind: 'code' } & z.infer<typeof callbackSearchSchema>);

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
