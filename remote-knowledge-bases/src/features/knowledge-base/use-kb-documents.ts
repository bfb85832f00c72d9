import { useQueries } from '@tanstack/react-query';
import type { KnowledgeBase } from '@ontoloom/contract';
import { runDocumentsQueryOptions } from '../../api/kb-queries';

/**
 * Document id → name and collection, for provenance links. Provenance names only the document:
 * each source run's detail lists its documents, and the run's collection holds them. Fetched only
 * when a provenance list is shown (`enabled`), once per source run (a committed run is frozen).
 */
export function useKbDocuments(kb: KnowledgeBase, enabled: boolean) {
  const results = useQueries({
    queries: kb.source_runs.map((run) => ({
      ...runDocumentsQueryOptions(kb.project_id, run.extraction_run_id),
      enabled,
    })),
  });
  const documents = new Map<string, { name: string; collectionId: string }>();
  kb.source_runs.forEach((run, index) => {
    for (const document of results[index]?.data ?? []) {
      documents.set(document.document_id, {
        name: document.name,
        collectionId: run.documents_collection_id,
      });
    }
  });
  return { documents, pending: results.some((result) => result.isPending && enabled) };
}
