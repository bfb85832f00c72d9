import { DeduplicationTab } from './components/deduplication-tab';

export function Component() {
  return <DeduplicationTab />;
}
