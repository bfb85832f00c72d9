import { ChunkingTab } from './components/chunking-tab';

export function Component() {
  return <ChunkingTab />;
}
