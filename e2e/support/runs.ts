import { SUPPLY_YAML } from '@ontoloom/contract/fixtures';
import { call } from './api';
import { uploadCollection } from './collections';
import type { FilePayload } from './documents';

type Run = {
  id: string;
  name: string;
  steps: Record<string, { status: string }>;
};

const ACTIVE = ['pending', 'queued', 'running'];

/**
 * A project's collection, ontology version and run, driven through the API as the UI would
 * (upload folder → presigned POSTs → collection; YAML version; each step after the one before),
 * so journeys that start from a run's results don't click through the run's screens again.
 */
export async function runThroughApi(
  token: string,
  projectId: string,
  files: FilePayload[],
  options: { runName: string; commit: boolean; collectionName?: string; versionId?: string },
) {
  const base = `/api/projects/${projectId}`;
  const collection = await uploadCollection(
    token,
    projectId,
    options.collectionName ?? 'Supplier files',
    files,
  );
  let versionId = options.versionId;
  if (!versionId) {
    const ontology = await call<{ id: string }>(`${base}/ontologies`, {
      method: 'POST',
      token,
      body: JSON.stringify({ name: 'Supply chain', description: '' }),
    });
    const version = await call<{ id: string }>(`${base}/ontology_versions`, {
      method: 'POST',
      token,
      body: JSON.stringify({
        new_ontology: {
          mode: 'from_data',
          ontology_id: ontology.id,
          name: 'Initial',
          ontology_serialized: { serialization_format: 'yaml', data_serialized: SUPPLY_YAML },
        },
      }),
    });
    versionId = version.id;
  }
  const runs = `${base}/extraction_runs/unstructured/text_extraction`;
  const created = await call<Run>(runs, {
    method: 'POST',
    token,
    body: JSON.stringify({
      name: options.runName,
      documents_collection_id: collection.id,
      ontology_version_id: versionId,
    }),
  });
  const one = `${runs}/${created.id}`;
  const settled = async (step: string) => {
    const deadline = Date.now() + 60_000;
    for (;;) {
      const run = await call<Run>(one, { token });
      const status = run.steps[step]?.status ?? 'pending';
      if (!ACTIVE.includes(status)) {
        if (status !== 'succeeded' && status !== 'skipped')
          throw new Error(`${step} ended ${status}: ${JSON.stringify(run.steps[step])}`);
        return run;
      }
      if (Date.now() > deadline) throw new Error(`${step} never ended: ${JSON.stringify(run)}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };
  const post = (path: string, body: object) =>
    call(`${one}/${path}`, { method: 'POST', token, body: JSON.stringify(body) });
  await settled('text_extraction');
  await post('chunking', {
    chunking_parameters: {
      strategy: 'structure',
      size: 1000,
      size_unit: 'characters',
      overlap: 0,
      respect_pages: true,
    },
  });
  await settled('chunking');
  await post('extraction', { config: { engine: 'rules' } });
  await settled('extraction');
  await post('deduplication/dnf_build', { config: {} });
  await settled('dnf_build');
  await post('deduplication/dnf_execute', { config: {} });
  await settled('dnf_execute');
  if (options.commit)
    await call(`${base}/extraction_runs/${created.id}/commit`, { method: 'POST', token });
  return { runId: created.id, collectionId: collection.id, versionId };
}
