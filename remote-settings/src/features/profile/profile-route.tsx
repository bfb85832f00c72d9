import { currentUserQueryOptions, queryClient } from '@ontoloom/platform';
import { ProfilePage } from './components/profile-page';

export const loader = () => queryClient.ensureQueryData(currentUserQueryOptions());

export function Component() {
  return <ProfilePage />;
}
