import { expectStatus, type TestApi } from './test-api';

export const MISSING_ID = '0b9d8c7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e';

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
export type ErrorBody = {
  detail: string;
  errors?: { path: string; message: string; line?: number; column?: number }[];
};

export const SUPPLY_YAML = `format: ontoloom/v1
classes:
  - name: Company
    label: Company
    aliases: [firm, supplier]
    properties:
      - name: name
        type: string
        identifying: true
  - name: Person
    label: Person
relations:
  - name: works_for
    source: Person
    target: Company
    cues: [works for, employed by]
`;

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
