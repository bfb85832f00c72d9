import { requireAuth } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import { InactivePage } from './components/inactive-page';

export const loader = async ({ request }: LoaderFunctionArgs) => {
  await requireAuth({ request });
  return null;
};

export function Component() {
  return <InactivePage />;
}
