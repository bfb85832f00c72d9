import { useParams } from 'react-router';
import type { KbScope } from './kb-queries';

/** The knowledge base of the current route. */
export function useKbScope(): KbScope {
  const { projectId = '', knowledgeBaseId = '' } = useParams();
  return { projectId, kbId: knowledgeBaseId };
}
