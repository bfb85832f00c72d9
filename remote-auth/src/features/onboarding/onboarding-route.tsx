import { requireAuth } from '@ontoloom/platform';
import type { LoaderFunctionArgs } from 'react-router';
import { OnboardingPage } from './components/onboarding-page';

/** Signed-in users only; the current user lands in the query cache for the page to read. */
export const loader = async ({ request }: LoaderFunctionArgs) => {
  await requireAuth({ request });
  return null;
};

export function Component() {
  return <OnboardingPage />;
}
