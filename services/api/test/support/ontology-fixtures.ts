import { expectStatus, type TestApi } from './test-api';

// One home for the sample ontology and the missing id, shared with the e2e suite.
export { MISSING_ID, SUPPLY_YAML } from '@ontoloom/contract/fixtures';
export type { ErrorBody } from '@ontoloom/contract';

export type Ontology = {
  id: string;
  name: string;
  description: string;
  archived_at: string | null;
  latest_version_number: number | null;
};
export type Version = {
  id: string;
  ontology_id: string;
  version_number: number;
  name: string;
  base_version_id: string | null;
  content: { classes: { name: string; properties: { name: string }[] }[]; relations: object[] };
};

/** A user with a project, and helpers bound to that project. */
export async function projectScope(api: TestApi, label: string) {
  const user = await api.activeUser(label);
  const created = await api.call('POST', '/api/projects', {
    token: user.token,
    body: { name: `${label} project`, description: '' },
  });
  expectStatus(created, 201);
  const projectId = created.json<{ id: string }>().id;
  const base = `/api/projects/${projectId}`;

  const createOntology = async (name = 'Supply chain', description = '') => {
    const response = await api.call('POST', `${base}/ontologies`, {
      token: user.token,
      body: { name, description },
    });
    expectStatus(response, 201);
    return response.json<Ontology>();
  };
  const postVersion = (newOntology: object, token = user.token) =>
    api.call('POST', `${base}/ontology_versions`, {
      token,
      body: { new_ontology: newOntology },
    });
  const fromYaml = (ontologyId: string, yaml: string, name = 'v') =>
    postVersion({
      mode: 'from_data',
      ontology_id: ontologyId,
      ontology_serialized: { serialization_format: 'yaml', data_serialized: yaml },
      name,
    });
  const fromModifications = (
    ontologyId: string,
    baseVersionId: string | null,
    modifications: object[],
    name = 'edit',
  ) =>
    postVersion({
      mode: 'from_modifications',
      ontology_id: ontologyId,
      base_version_id: baseVersionId,
      ontology_modifications: modifications,
      name,
    });
  return { user, projectId, base, createOntology, postVersion, fromYaml, fromModifications };
}
