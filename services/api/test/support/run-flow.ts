import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { projectScope, type Version } from './ontology-fixtures';
import { expectStatus, type TestApi } from './test-api';
import { uploadHelpers } from './uploads';

export type Step = 'text_extraction' | 'chunking' | 'extraction' | 'dnf_build' | 'dnf_execute';
export type StepState = {
  status: string;
  progress: { done: number; total: number; failed?: number };
  error: { code: string; message: string } | null;
  credits: number;
  params: unknown;
};
export type Run = {
  id: string;
  name: string;
  status: string;
  current_step: string | null;
  credits_used: number;
  committed_at: string | null;
  modification_count?: number;
  documents: {
    document_id: string;
    name: string;
    status: string;
    progress: { done: number; total: number };
  }[];
  failed_chunks?: {
    document_id: string;
    chunk_index: number;
    error: { code: string; message: string };
  }[];
  steps: Record<Step, StepState> & {
    dnf_build: StepState & {
      rules: {
        class_name: string;
        disjuncts: { property: string; predicate: string }[][];
        estimated_comparisons: number;
        estimated_recall: number;
      }[];
    };
    dnf_execute: StepState & { merged_count: number };
  };
};
export type Provenance = {
  document_id: string;
  page: number | null;
  chunk_id: string | null;
  start: number;
  end: number;
  text: string;
};
export type Entity = {
  id: string;
  class_name: string;
  label: string;
  properties: Record<string, unknown[]>;
  provenance: Provenance[];
};
export type Relation = {
  id: string;
  relation_name: string;
  source_id: string;
  target_id: string;
  provenance: Provenance[];
};
export type Results = { entities: Entity[]; relations: Relation[]; dropped: unknown[] };

/** Three suppliers' paragraphs: Acme Corp three times over three chunks, two works_for cues. */
export const SUPPLIERS_TEXT =
  'Jane Roe works for Acme Corp. The supplier Acme Corp ships parts.\n\n' +
  'John Smith works for Acme Corp. Acme Corp is a firm in Lyon.\n\n' +
  'Mary Major is employed by Globex Inc. Globex Inc is a supplier.';

export const SMALL_CHUNKS = {
  strategy: 'structure',
  size: 60,
  size_unit: 'characters',
  overlap: 0,
  respect_pages: true,
};

/** A user's project with the supply ontology and a collection of one text document. */
export async function runFlow(api: TestApi, label: string, text = SUPPLIERS_TEXT) {
  const scope = await projectScope(api, label);
  const token = scope.user.token;
  const ontology = await scope.createOntology();
  const version = (await scope.fromYaml(ontology.id, SUPPLY_YAML)).json<Version>();
  const collection = await uploadHelpers(api).collection(token, scope.projectId, {
    'suppliers.txt': Buffer.from(text),
  });
  const runs = `/api/projects/${scope.projectId}/extraction_runs`;
  const one = (id: string) => `${runs}/unstructured/text_extraction/${id}`;
  const get = async (id: string, as = token) => {
    const response = await api.call('GET', one(id), { token: as });
    expectStatus(response, 200);
    return response.json<Run>();
  };
  /** Re-reads the run until `done` holds (the queue works meanwhile). */
  const until = async (id: string, done: (run: Run) => boolean) => {
    // Generous for a loaded machine; a hang shows the run as it was instead of a bare timeout.
    const deadline = Date.now() + 90_000;
    for (;;) {
      const run = await get(id);
      if (done(run)) return run;
      if (Date.now() > deadline) throw new Error(`run never got there: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const settled = (id: string, step: Step) =>
    until(id, (run) => !['pending', 'queued', 'running'].includes(run.steps[step].status));
  const post = (id: string, path: string, body?: object, as = token) =>
    api.call('POST', `${one(id)}/${path}`, { token: as, ...(body ? { body } : {}) });
  const patch = (id: string, action: object, as = token) =>
    api.call('PATCH', one(id), { token: as, body: { unstructured_action: action } });

  async function create(name = 'Supply run', collectionId = collection.id) {
    const response = await api.call('POST', `${runs}/unstructured/text_extraction`, {
      token,
      body: { name, documents_collection_id: collectionId, ontology_version_id: version.id },
    });
    expectStatus(response, 201);
    return response.json<Run>();
  }

  /** A run through text extraction and chunking (small chunks). */
  async function chunked(name?: string) {
    const run = await create(name);
    await settled(run.id, 'text_extraction');
    expectStatus(await post(run.id, 'chunking', { chunking_parameters: SMALL_CHUNKS }), 202);
    return settled(run.id, 'chunking');
  }

  /** A run through extraction with the rules engine. */
  async function extracted(name?: string) {
    const run = await chunked(name);
    expectStatus(await post(run.id, 'extraction', { config: { engine: 'rules' } }), 202);
    return settled(run.id, 'extraction');
  }

  /** A run with final results (deduplication skipped), committed when asked. */
  async function finished(
    name?: string,
    options: { commit?: boolean; collectionId?: string } = {},
  ) {
    const run = await create(name, options.collectionId);
    await settled(run.id, 'text_extraction');
    expectStatus(await post(run.id, 'chunking', { chunking_parameters: SMALL_CHUNKS }), 202);
    await settled(run.id, 'chunking');
    expectStatus(await post(run.id, 'extraction', { config: { engine: 'rules' } }), 202);
    await settled(run.id, 'extraction');
    expectStatus(await post(run.id, 'deduplication/skip'), 200);
    if (options.commit) {
      expectStatus(await api.call('POST', `${runs}/${run.id}/commit`, { token }), 200);
    }
    return get(run.id);
  }

  /** Another collection of the project, of one text document. */
  async function collectionOf(text: string, name = 'more.txt') {
    return uploadHelpers(api).collection(
      token,
      scope.projectId,
      { [name]: Buffer.from(text) },
      { name: `Reports ${name}` },
    );
  }

  return {
    scope,
    token,
    version,
    collection,
    runs,
    one,
    get,
    until,
    settled,
    post,
    patch,
    create,
    chunked,
    extracted,
    finished,
    collectionOf,
  };
}
