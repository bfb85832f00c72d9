import { currentUserQueryOptions, queryClient } from '@ontoloom/platform';
import { ApiKeyPage } from './components/api-key-page';

export const loader = () => queryClient.ensureQueryData(currentUserQueryOptions());

export function Component() {
  return <ApiKeyPage />;
}
