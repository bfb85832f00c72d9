import { CollectionsPage } from './components/collections-page';

export function Component() {
  return <CollectionsPage />;
}
