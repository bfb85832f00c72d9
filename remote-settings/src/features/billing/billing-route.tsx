import { queryClient } from '@ontoloom/platform';
import { creditsUsageQueryOptions } from './api/credits-queries';
import { BillingPage } from './components/billing-page';

/** R2.26: the billing page loads the credits usage. */
export const loader = () => queryClient.ensureQueryData(creditsUsageQueryOptions());

export function Component() {
  return <BillingPage />;
}
