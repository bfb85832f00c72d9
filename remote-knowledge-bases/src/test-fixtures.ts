import type {
  DashboardConfig,
  DashboardData,
  DashboardSummary,
  ExtractionRun,
  KbEntityDetail,
  KbEntityPage,
  KnowledgeBase,
  Ontology,
  OntologyVersion,
  TextExtractionRun,
} from '@ontoloom/contract';
import {
  asActiveUser,
  stubFetch,
  type StubHandler,
  type StubReply,
} from '@ontoloom/platform/testing';
import type { UserEvent } from '@testing-library/user-event';

export const PROJECT_ID = '11111111-1111-4111-8111-111111111111';
export const KB_ID = '99999999-9999-4999-8999-999999999999';
export const RUN_ID = '22222222-2222-4222-8222-222222222222';
export const RUN_2 = '22222222-2222-4222-8222-222222222223';
export const RUN_3 = '22222222-2222-4222-8222-222222222224';
export const COLLECTION_ID = '33333333-3333-4333-8333-333333333333';
export const VERSION_ID = '44444444-4444-4444-8444-444444444444';
export const ONTOLOGY_ID = '55555555-5555-4555-8555-555555555555';
export const DOC_A = '66666666-6666-4666-8666-666666666661';
export const ENTITY_1 = '77777777-7777-4777-8777-777777777771';
export const ENTITY_2 = '77777777-7777-4777-8777-777777777772';
export const RELATION_1 = '88888888-8888-4888-8888-888888888881';
export const DASHBOARD_ID = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';

const AT = '2025-01-01T00:00:00.000Z';

export const KB: KnowledgeBase = {
  id: KB_ID,
  project_id: PROJECT_ID,
  name: 'Suppliers',
  description: 'Companies and people from the 2024 contracts',
  ontology_version_id: VERSION_ID,
  origin: { mode: 'from_extraction_run', extraction_run_id: RUN_ID },
  entity_count: 1204,
  relation_count: 1,
  source_runs: [
    {
      extraction_run_id: RUN_ID,
      name: 'Contracts 2024',
      documents_collection_id: COLLECTION_ID,
      added_at: AT,
    },
  ],
  archived_at: null,
  created_at: AT,
  updated_at: AT,
};

const run = (id: string, name: string, changes: Partial<ExtractionRun> = {}): ExtractionRun => ({
  id,
  project_id: PROJECT_ID,
  name,
  description: '',
  documents_collection_id: COLLECTION_ID,
  ontology_version_id: VERSION_ID,
  documents_collection_type: 'unstructured',
  current_step: null,
  status: 'succeeded',
  credits_used: 1,
  committed_at: null,
  archived_at: null,
  created_at: AT,
  updated_at: AT,
  ...changes,
});

/** Committed, finished but not committed, and still at chunking. */
export const RUNS: ExtractionRun[] = [
  run(RUN_ID, 'Contracts 2024', { committed_at: AT }),
  run(RUN_2, 'Invoices'),
  run(RUN_3, 'Letters', { current_step: 'chunking', status: 'running' }),
];

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

const source = (text: string, page: number | null) => ({
  document_id: DOC_A,
  page,
  chunk_id: null,
  start: 10,
  end: 10 + text.length,
  text,
});

export const ACME = {
  id: ENTITY_1,
  class_name: 'Company',
  label: 'Acme Ltd',
  properties: { name: ['Acme Ltd'], founded: ['1999'] },
  provenance: [source('Acme Ltd, founded in 1999', 3)],
  relation_count: 1,
};
export const ADA = {
  id: ENTITY_2,
  class_name: 'Person',
  label: 'Ada Lovelace',
  properties: { name: ['Ada Lovelace'] },
  provenance: [source('Ada Lovelace, engineer at Acme', null)],
  relation_count: 1,
};

/** One page of entities: `total` says how many there are in all. */
export const entityPage = (items = [ACME, ADA], total = items.length): KbEntityPage => ({
  items,
  total,
  classes: [
    { class_name: 'Company', count: 1 },
    { class_name: 'Person', count: 1 },
  ],
});

export const ACME_DETAIL: KbEntityDetail = {
  entity: ACME,
  relations: [
    {
      id: RELATION_1,
      relation_name: 'works_for',
      source_id: ENTITY_2,
      target_id: ENTITY_1,
      provenance: [],
      direction: 'incoming',
      other: { id: ENTITY_2, label: 'Ada Lovelace', class_name: 'Person' },
    },
  ],
};
export const ADA_DETAIL: KbEntityDetail = {
  entity: ADA,
  relations: [
    {
      ...ACME_DETAIL.relations[0]!,
      direction: 'outgoing',
      other: { id: ENTITY_1, label: 'Acme Ltd', class_name: 'Company' },
    },
  ],
};

const step = {
  status: 'succeeded' as const,
  progress: { done: 1, total: 1 },
  error: null,
  credits: 0,
  started_at: null,
  finished_at: null,
  params: null,
};

/** The source run's detail: its documents name the provenance's documents. */
export const RUN_DETAIL: TextExtractionRun = {
  ...RUNS[0]!,
  steps: {
    text_extraction: step,
    chunking: step,
    extraction: step,
    dnf_build: { ...step, rules: [] },
    dnf_execute: { ...step, merged_count: 0 },
  },
  documents: [
    {
      document_id: DOC_A,
      name: 'contract-a.pdf',
      status: 'succeeded',
      progress: { done: 1, total: 1 },
      chunk_count: 1,
      error: null,
    },
  ],
};

export const DASHBOARD_SUMMARY: DashboardSummary = {
  id: DASHBOARD_ID,
  knowledge_base_id: KB_ID,
  title: 'Overview',
  created_at: AT,
  updated_at: AT,
};

const count = { fn: 'count' as const };

export const DASHBOARD: DashboardConfig = {
  ...DASHBOARD_SUMMARY,
  parameters: [{ name: 'class', label: 'Class', type: 'string', default: null, required: false }],
  widgets: [
    {
      id: 'entities',
      type: 'metric',
      title: 'Entities',
      query: { source: 'entities', filters: [], aggregate: count },
      layout: { x: 0, y: 0, w: 3, h: 2 },
    },
    {
      id: 'per-class',
      type: 'bar',
      title: 'Entities per class',
      query: { source: 'entities', filters: [], group_by: 'class_name', aggregate: count },
      layout: { x: 0, y: 2, w: 6, h: 4 },
      on_click: { set_param: 'class' },
    },
    {
      id: 'most-connected',
      type: 'table',
      title: 'Most connected entities',
      query: {
        source: 'entities',
        filters: [{ property: 'class_name', op: 'eq', value: { param: 'class' } }],
        aggregate: count,
        columns: ['label', 'class_name', 'degree'],
      },
      layout: { x: 6, y: 2, w: 6, h: 4 },
      on_click: { set_param: 'class' },
    },
    {
      id: 'broken',
      type: 'pie',
      title: 'Relations per type',
      query: { source: 'relations', filters: [], group_by: 'relation_name', aggregate: count },
      layout: { x: 0, y: 6, w: 12, h: 4 },
    },
  ],
};

/** The data of DASHBOARD: the pie widget fails on its own. */
export const dashboardData = (classFilter?: string): DashboardData => ({
  dashboard_id: DASHBOARD_ID,
  widgets: [
    { widget_id: 'entities', data: { type: 'metric', value: classFilter ? 1 : 1204 }, error: null },
    {
      widget_id: 'per-class',
      data: {
        type: 'bar',
        series: [
          { label: 'Company', value: 700 },
          { label: 'Person', value: 504 },
        ],
      },
      error: null,
    },
    {
      widget_id: 'most-connected',
      data: {
        type: 'table',
        columns: ['label', 'class_name', 'degree'],
        rows: [
          { label: 'Acme Ltd', class_name: 'Company', degree: 12 },
          ...(classFilter ? [] : [{ label: 'Ada Lovelace', class_name: 'Person', degree: 3 }]),
        ],
      },
      error: null,
    },
    {
      widget_id: 'broken',
      data: null,
      error: { code: 'dashboard_query_timeout', detail: 'Stopped after 5000 ms' },
    },
  ],
});

export const BASE = `/api/projects/${PROJECT_ID}`;
export const KBS = `${BASE}/knowledge_bases`;
export const KB_PATH = `${KBS}/${KB_ID}`;
export const MOUNT = 'projects/:projectId/knowledge-bases';
export const at = (path: string) => `/projects/${PROJECT_ID}/knowledge-bases${path}`;

/**
 * The API as the knowledge-base screens use it; `extra` answers first (a test's own routes).
 */
export const api = ({ kbs = [KB], extra }: { kbs?: KnowledgeBase[]; extra?: StubHandler } = {}) =>
  stubFetch(
    asActiveUser(async (request): Promise<StubReply | undefined> => {
      const own = await extra?.(request);
      if (own) return own;
      const { method, url } = request;
      const path = url.pathname;
      if (method === 'GET' && path === KBS) return { body: kbs };
      if (method === 'GET' && path === KB_PATH) return { body: KB };
      if (path === `${KB_PATH}/dashboards`) return { body: [DASHBOARD_SUMMARY] };
      if (path === `${KB_PATH}/dashboards/${DASHBOARD_ID}`) return { body: DASHBOARD };
      if (path === `${KB_PATH}/dashboards/${DASHBOARD_ID}/data`) {
        const body = request.body as Record<string, string>;
        return { body: dashboardData(body.class) };
      }
      if (path === `${KB_PATH}/entities`) return { body: entityPage() };
      if (path === `${KB_PATH}/entities/${ENTITY_1}`) return { body: ACME_DETAIL };
      if (path === `${KB_PATH}/entities/${ENTITY_2}`) return { body: ADA_DETAIL };
      if (path === `${BASE}/extraction_runs`) return { body: RUNS };
      if (path === `${BASE}/extraction_runs/unstructured/text_extraction/${RUN_ID}`) {
        return { body: RUN_DETAIL };
      }
      if (path === `${BASE}/ontologies`) return { body: [ONTOLOGY] };
      if (path === `${BASE}/ontologies/${ONTOLOGY_ID}`) return { body: ONTOLOGY };
      if (path === `${BASE}/ontology_versions`) return { body: [VERSION] };
      if (path === `${BASE}/ontology_versions/${VERSION_ID}`) {
        return {
          body: { ...VERSION, content: { format: 'ontoloom/v1', classes: [], relations: [] } },
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
