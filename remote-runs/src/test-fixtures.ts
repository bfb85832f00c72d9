import type {
  DocumentsCollection,
  ExtractionRun,
  FinalResults,
  Ontology,
  OntologyVersion,
  OntologyVersionDetail,
  RunSteps,
  TextExtractionRun,
} from '@ontoloom/contract';
import {
  asActiveUser,
  stubFetch,
  type StubHandler,
  type StubReply,
} from '@ontoloom/platform/testing';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const RUN_ID = '22222222-2222-4222-8222-222222222222';
export const COLLECTION_ID = '33333333-3333-4333-8333-333333333333';
export const VERSION_ID = '44444444-4444-4444-8444-444444444444';
export const ONTOLOGY_ID = '55555555-5555-4555-8555-555555555555';
export const DOC_A = '66666666-6666-4666-8666-666666666661';
export const DOC_B = '66666666-6666-4666-8666-666666666662';
export const ENTITY_1 = '77777777-7777-4777-8777-777777777771';
export const ENTITY_2 = '77777777-7777-4777-8777-777777777772';
export const ENTITY_3 = '77777777-7777-4777-8777-777777777773';
export const RELATION_1 = '88888888-8888-4888-8888-888888888881';

const AT = '2025-01-01T00:00:00.000Z';

const step = (status: RunSteps['chunking']['status'] = 'pending', done = 0, total = 0) => ({
  status,
  progress: { done, total },
  error: null,
  credits: 0,
  started_at: null,
  finished_at: null,
  params: null,
});

export const RUN_SUMMARY: ExtractionRun = {
  id: RUN_ID,
  project_id: PROJECT_ID,
  name: 'Contracts 2024',
  description: 'Suppliers in scanned contracts',
  documents_collection_id: COLLECTION_ID,
  ontology_version_id: VERSION_ID,
  documents_collection_type: 'unstructured',
  current_step: 'chunking',
  status: 'pending',
  credits_used: 1.2,
  committed_at: null,
  archived_at: null,
  created_at: AT,
  updated_at: AT,
};

/** A run whose text is extracted: chunking is what it waits for. */
export const RUN: TextExtractionRun = {
  ...RUN_SUMMARY,
  steps: {
    text_extraction: step('succeeded', 2, 2),
    chunking: step(),
    extraction: step(),
    dnf_build: { ...step(), rules: [] },
    dnf_execute: { ...step(), merged_count: 0 },
  },
  documents: [
    {
      document_id: DOC_A,
      name: 'contract-a.pdf',
      status: 'succeeded',
      progress: { done: 1, total: 1 },
      chunk_count: 0,
      error: null,
    },
    {
      document_id: DOC_B,
      name: 'contract-b.pdf',
      status: 'succeeded',
      progress: { done: 1, total: 1 },
      chunk_count: 0,
      error: null,
    },
  ],
};

/** The same run once deduplication ran: results exist. */
export const FINISHED: TextExtractionRun = {
  ...RUN,
  current_step: null,
  status: 'succeeded',
  steps: {
    text_extraction: step('succeeded', 2, 2),
    chunking: { ...step('succeeded', 2, 2), params: null },
    extraction: step('succeeded', 2, 2),
    dnf_build: {
      ...step('succeeded', 1, 1),
      rules: [
        {
          class_name: 'Company',
          disjuncts: [
            [{ property: 'name', predicate: 'normalized' }],
            [
              { property: 'name', predicate: 'first_token' },
              { property: 'founded', predicate: 'year' },
            ],
          ],
          estimated_comparisons: 1200,
          estimated_recall: 0.97,
        },
      ],
    },
    dnf_execute: { ...step('succeeded', 1, 1), merged_count: 3 },
  },
};

export const COLLECTION: DocumentsCollection = {
  id: COLLECTION_ID,
  project_id: PROJECT_ID,
  name: 'Contracts',
  description: '',
  collection_type: 'unstructured',
  document_count: 2,
  archived_at: null,
  created_at: AT,
  updated_at: AT,
};

export const ONTOLOGY: Ontology = {
  id: ONTOLOGY_ID,
  project_id: PROJECT_ID,
  name: 'Supply chain',
  description: '',
  archived_at: null,
  latest_version_number: 2,
  created_at: AT,
  updated_at: AT,
};

export const VERSION: OntologyVersion = {
  id: VERSION_ID,
  ontology_id: ONTOLOGY_ID,
  version_number: 2,
  name: 'Second',
  description: '',
  base_version_id: null,
  created_at: AT,
};

const property = (name: string, type: 'string' | 'date' = 'string') => ({
  name,
  type,
  description: '',
  required: false,
  multiple: false,
  identifying: true,
});

export const VERSION_DETAIL: OntologyVersionDetail = {
  ...VERSION,
  modifications: null,
  content: {
    format: 'ontoloom/v1',
    classes: [
      {
        name: 'Company',
        label: 'Company',
        description: '',
        aliases: [],
        examples: [],
        patterns: [],
        properties: [property('name'), property('founded', 'date')],
      },
      {
        name: 'Person',
        label: 'Person',
        description: '',
        aliases: [],
        examples: [],
        patterns: [],
        properties: [property('name')],
      },
    ],
    relations: [
      { name: 'works_for', source: 'Person', target: 'Company', description: '', cues: [] },
    ],
  },
};

const source = (documentId: string, text: string, page: number | null = 1) => ({
  document_id: documentId,
  page,
  chunk_id: null,
  start: 10,
  end: 10 + text.length,
  text,
});

export const RESULTS: FinalResults = {
  extraction_run_id: RUN_ID,
  ontology_version_id: VERSION_ID,
  entities: [
    {
      id: ENTITY_1,
      class_name: 'Company',
      label: 'Acme Ltd',
      properties: { name: ['Acme Ltd'], founded: ['1999'] },
      provenance: [source(DOC_A, 'Acme Ltd, founded in 1999', 3), source(DOC_B, 'ACME', 1)],
    },
    {
      id: ENTITY_2,
      class_name: 'Company',
      label: 'Globex',
      properties: { name: ['Globex'] },
      provenance: [source(DOC_B, 'Globex Corporation', 2)],
    },
    {
      id: ENTITY_3,
      class_name: 'Person',
      label: 'Ada Lovelace',
      properties: { name: ['Ada Lovelace'] },
      provenance: [source(DOC_A, 'Ada Lovelace, engineer at Acme', null)],
    },
  ],
  relations: [
    {
      id: RELATION_1,
      relation_name: 'works_for',
      source_id: ENTITY_3,
      target_id: ENTITY_1,
      provenance: [source(DOC_A, 'engineer at Acme', 4)],
    },
  ],
  dropped: [],
};

export const BASE = `/api/projects/${PROJECT_ID}`;
export const RUN_PATH = `${BASE}/extraction_runs/unstructured/text_extraction/${RUN_ID}`;
export const MOUNT = 'projects/:projectId/runs';
export const at = (path: string) => `/projects/${PROJECT_ID}/runs${path}`;

/**
 * The API as the runs screens use it; `extra` answers first (a test's own routes), then a
 * server holding `run` (updated by the actions the test makes).
 */
export const api = ({
  run = RUN,
  runs = [RUN_SUMMARY],
  extra,
}: { run?: TextExtractionRun; runs?: ExtractionRun[]; extra?: StubHandler } = {}) =>
  stubFetch(
    asActiveUser(async (request): Promise<StubReply | undefined> => {
      const own = await extra?.(request);
      if (own) return own;
      const { method, url } = request;
      const path = url.pathname;
      if (method === 'GET' && path === `${BASE}/extraction_runs`) return { body: runs };
      if (method === 'GET' && path === RUN_PATH) return { body: run };
      if (path === `${RUN_PATH}/events`) return { status: 404, body: { detail: 'No stream' } };
      if (path === `${BASE}/extraction_runs/${RUN_ID}/final_results`) return { body: RESULTS };
      if (path === `${BASE}/documents_collections`) return { body: [COLLECTION] };
      if (path === `${BASE}/ontologies`) return { body: [ONTOLOGY] };
      if (path === `${BASE}/ontology_versions`) return { body: [VERSION] };
      if (path === `${BASE}/ontology_versions/${VERSION_ID}`) return { body: VERSION_DETAIL };
      if (path === `${RUN_PATH}/deduplication/candidates`) {
        return {
          body: {
            total: 1,
            pairs: [
              {
                class_name: 'Company',
                left: RESULTS.entities[0],
                right: RESULTS.entities[1],
                score: 0.42,
              },
            ],
          },
        };
      }
      return undefined;
    }),
  );

/** Replaces a field's text in one input event, as pasting does (fast in jsdom). */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  if (text) await user.paste(text);
}

/**
 * Chooses a menu item with the keyboard, as a keyboard user does: jsdom's pointer events carry no
 * pointer type, so the menu would not highlight the item a click lands on.
 */
export async function chooseMenuItem(user: UserEvent, trigger: HTMLElement, name: string) {
  await user.click(trigger);
  const item = await screen.findByRole('menuitem', { name });
  for (let step = 0; step < 10 && !item.hasAttribute('data-highlighted'); step += 1) {
    await user.keyboard('{ArrowDown}');
  }
  await waitFor(() => expect(item).toHaveAttribute('data-highlighted'));
  await user.keyboard('{Enter}');
}
