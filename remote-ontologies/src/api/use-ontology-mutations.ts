import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Ontology, OntologyVersionCreateBody } from '@ontoloom/contract';
import { apiRequest, useRefreshData } from '@ontoloom/platform';
import { ontologyKeys } from './ontology-keys';

type Scope = { projectId: string; ontologyId: string };
const paramsOf = ({ projectId, ontologyId }: Scope) => ({
  project_id: projectId,
  ontology_id: ontologyId,
});

const keysOf = (projectId: string, ontologyId: string) => [
  ontologyKeys.lists(),
  ontologyKeys.detail(projectId, ontologyId),
  ontologyKeys.versions(projectId, ontologyId),
];

/** R7.07: after any change, the lists, the ontology and its versions refetch (and breadcrumbs). */
const useRefresh = () => {
  const refreshData = useRefreshData();
  return (projectId: string, ontologyId: string) => refreshData(...keysOf(projectId, ontologyId));
};

export const useCreateOntology = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      projectId,
      ...body
    }: {
      projectId: string;
      name: string;
      description: string;
    }) => apiRequest('createOntology', { params: { project_id: projectId }, body }),
    onSuccess: (ontology: Ontology) => refresh(ontology.project_id, ontology.id),
    throwOnError: false,
  });
};

export const useUpdateOntology = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      projectId,
      ontologyId,
      ...body
    }: Scope & { name: string; description: string }) =>
      apiRequest('updateOntology', { params: paramsOf({ projectId, ontologyId }), body }),
    onSuccess: (ontology: Ontology) => refresh(ontology.project_id, ontology.id),
    throwOnError: false,
  });
};

export const useSetOntologyArchived = () => {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ archived, ...scope }: Scope & { archived: boolean }) =>
      apiRequest(archived ? 'archiveOntology' : 'restoreOntology', { params: paramsOf(scope) }),
    onSuccess: (ontology: Ontology) => refresh(ontology.project_id, ontology.id),
    throwOnError: false,
  });
};

export const useCreateVersion = (projectId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OntologyVersionCreateBody) =>
      apiRequest('createOntologyVersion', { params: { project_id: projectId }, body }),
    // Queries only: the editor goes on to the new version, whose loaders run then. Re-running the
    // editor's own loaders here would remount it on the new latest version and lose the move.
    onSuccess: (version) =>
      Promise.all(
        keysOf(projectId, version.ontology_id).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    // 422s (YAML line/column, refused modifications) show in the editor, not the error view.
    throwOnError: false,
  });
};

/** Saves the version's YAML as `<ontology name>-v<number>.yaml` (R7.06). */
export async function downloadVersionYaml(
  projectId: string,
  versionId: string,
  fileName: string,
): Promise<void> {
  const exported = await apiRequest('exportOntologyVersionYaml', {
    params: { project_id: projectId, ontology_version_id: versionId },
  });
  const url = URL.createObjectURL(
    new Blob([exported.data_serialized], { type: 'application/yaml' }),
  );
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  URL.revokeObjectURL(url);
}

export const exportFileName = (ontologyName: string, versionNumber: number) =>
  `${
    ontologyName
      .trim()
      .replace(/[^\w.-]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'ontology'
  }-v${versionNumber}.yaml`;
