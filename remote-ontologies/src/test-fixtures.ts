import type { Ontology, OntologyVersion, OntologyVersionDetail } from '@ontoloom/contract';
import { asActiveUser, stubFetch, type StubReply } from '@ontoloom/platform/testing';
import type { UserEvent } from '@testing-library/user-event';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const ONTOLOGY: Ontology = {
  id: '22222222-2222-4222-8222-222222222222',
  project_id: PROJECT_ID,
  name: 'Supply chain',
  description: 'Who supplies whom',
  archived_at: null,
  latest_version_number: 2,
  created_at: '2025-01-01T00:00:00.000Z',
  updated_at: '2025-01-01T00:00:00.000Z',
};
export const VERSION: OntologyVersion = {
  id: '33333333-3333-4333-8333-333333333333',
  ontology_id: ONTOLOGY.id,
  version_number: 2,
  name: 'Second',
  description: '',
  base_version_id: null,
  created_at: '2025-01-02T00:00:00.000Z',
};
export const DETAIL: OntologyVersionDetail = {
  ...VERSION,
  modifications: null,
  content: {
    format: 'ontoloom/v1',
    classes: [
      {
        name: 'Company',
        label: 'Company',
        description: '',
        aliases: ['firm'],
        examples: [],
        patterns: [],
        properties: [
          {
            name: 'website',
            type: 'url',
            description: '',
            required: false,
            multiple: false,
            identifying: false,
          },
        ],
      },
      {
        name: 'Person',
        label: 'Person',
        description: '',
        aliases: [],
        examples: [],
        patterns: [],
        properties: [
          {
            name: 'mail',
            type: 'string',
            description: '',
            required: false,
            multiple: false,
            identifying: false,
          },
        ],
      },
    ],
    relations: [
      { name: 'works_for', source: 'Person', target: 'Company', description: '', cues: [] },
    ],
  },
};
export const BASE = `/api/projects/${PROJECT_ID}`;
export const MOUNT = 'projects/:projectId/ontologies';
export const at = (path: string) => `/projects/${PROJECT_ID}/ontologies${path}`;

export const api = (ontology: Ontology = ONTOLOGY) =>
  stubFetch(
    asActiveUser(({ method, url }): StubReply | undefined => {
      const path = url.pathname;
      if (method === 'GET' && path === `${BASE}/ontologies`) return { body: [ontology] };
      if (path === `${BASE}/ontologies/${ontology.id}`) return { body: ontology };
      if (path === `${BASE}/ontologies/${ontology.id}/versions`) return { body: [VERSION] };
      if (path === `${BASE}/ontology_versions/${VERSION.id}`) return { body: DETAIL };
      return undefined;
    }),
  );

/**
 * Replaces a field's text in one input event, as pasting does. Typing it key by key re-renders
 * the form once per key, which costs seconds in jsdom and tests nothing more.
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.paste(text);
}
