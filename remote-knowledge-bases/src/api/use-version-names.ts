import { useQuery } from '@tanstack/react-query';
import { ontologiesQueryOptions, ontologyVersionsQueryOptions } from './kb-queries';

/** Ontology version id → "Supply chain v2" (empty while loading; the card shows no version). */
export function useVersionNames(projectId: string, enabled = true) {
  const ontologies = useQuery({ ...ontologiesQueryOptions(projectId), enabled });
  const versions = useQuery({ ...ontologyVersionsQueryOptions(projectId), enabled });
  const ontologyName = new Map((ontologies.data ?? []).map((item) => [item.id, item.name]));
  return new Map(
    (versions.data ?? []).map((version) => [
      version.id,
      { ontology: ontologyName.get(version.ontology_id) ?? '', number: version.version_number },
    ]),
  );
}
