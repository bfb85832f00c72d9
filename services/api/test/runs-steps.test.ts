import { and, asc, eq } from 'drizzle-orm';
import YAML from 'yaml';
import { MISSING_ID } from '@ontoloom/contract/fixtures';
import { createCreditsRepo } from '../src/credits/credits.repo';
import { createCreditsService } from '../src/credits/credits.service';
import { runChunkExtractions } from '../src/db/schema/index';
import { databases } from './support/databases';
import { randomBytes } from 'node:crypto';
import { runFlow, SMALL_CHUNKS, SUPPLIERS_TEXT, type Results, type Run } from './support/run-flow';
import { uploadHelpers } from './support/uploads';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

describe.each(databases())('run steps on $name', (database) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(database, { CREDITS_DEFAULT_QUOTA: '50' });
  });
  afterAll(() => api.close());

  test('R4.04 R1.02 extraction, dedup build and execute: rules learned per class, duplicates merged, final results keep provenance', async () => {
    const flow = await runFlow(api, 'steps-flow');
    const run = await flow.chunked();
    expect(run.steps.chunking.progress).toEqual({ done: 1, total: 1 });

    // Nothing can start before its step: extraction's result comes first.
    const early = await flow.post(run.id, 'deduplication/dnf_build', { config: {} });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'run_step_not_ready' });

    expectStatus(await flow.post(run.id, 'extraction', { config: { engine: 'rules' } }), 202);
    const extracted = await flow.settled(run.id, 'extraction');
    expect(extracted.steps.extraction).toMatchObject({
      status: 'succeeded',
      progress: { done: 4, total: 4, failed: 0 },
      error: null,
      params: { engine: 'rules' },
    });
    expect(extracted).toMatchObject({
      current_step: 'dnf_build',
      status: 'pending',
      // Each document shows its chunks' extraction.
      documents: [{ name: 'suppliers.txt', status: 'succeeded', progress: { done: 4, total: 4 } }],
    });

    const notYet = await api.call('GET', `${flow.runs}/${run.id}/final_results`, {
      token: flow.token,
    });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json()).toMatchObject({ code: 'run_results_not_ready' });
    const noCandidates = await api.call('GET', `${flow.one(run.id)}/deduplication/candidates`, {
      token: flow.token,
    });
    expect(noCandidates.statusCode).toBe(409);
    expect(noCandidates.json()).toMatchObject({ code: 'run_step_not_ready' });

    expectStatus(await flow.post(run.id, 'deduplication/dnf_build', { config: {} }), 202);
    const built = await flow.settled(run.id, 'dnf_build');
    expect(built.steps.dnf_build.status).toBe('succeeded');
    const company = built.steps.dnf_build.rules.find((rule) => rule.class_name === 'Company');
    expect(company).toMatchObject({ estimated_comparisons: expect.any(Number) });
    expect(company?.disjuncts.length).toBeGreaterThanOrEqual(1);
    expect(company?.estimated_recall).toBeGreaterThan(0);

    const candidates = await api.call('GET', `${flow.one(run.id)}/deduplication/candidates`, {
      token: flow.token,
      query: { class_name: 'Company', limit: '2' },
    });
    expectStatus(candidates, 200);
    const listed = candidates.json<{
      total: number;
      pairs: {
        class_name: string;
        left: { label: string };
        right: { label: string };
        score: number;
      }[];
    }>();
    // Acme Corp is named in three chunks: three pairs, the best two shown.
    expect(listed.total).toBe(3);
    expect(listed.pairs).toHaveLength(2);
    expect(listed.pairs[0]).toMatchObject({
      class_name: 'Company',
      left: { label: 'Acme Corp' },
      right: { label: 'Acme Corp' },
    });
    expect(listed.pairs[0]!.score).toBeGreaterThanOrEqual(listed.pairs[1]!.score);

    expectStatus(
      await flow.post(run.id, 'deduplication/dnf_execute', { config: { match_threshold: 0.8 } }),
      202,
    );
    const done = await flow.settled(run.id, 'dnf_execute');
    expect(done.steps.dnf_execute).toMatchObject({ status: 'succeeded', merged_count: 2 });
    expect(done).toMatchObject({ current_step: null, status: 'succeeded' });

    const final = await api.call('GET', `${flow.runs}/${run.id}/final_results`, {
      token: flow.token,
    });
    expectStatus(final, 200);
    const results = final.json<Results>();
    const acme = results.entities.filter((entity) => entity.label === 'Acme Corp');
    expect(acme).toHaveLength(1);
    // Four mentions in three chunks.
    expect(acme[0]!.provenance).toHaveLength(4);
    expect(new Set(acme[0]!.provenance.map((spot) => spot.chunk_id)).size).toBe(3);
    for (const spot of acme[0]!.provenance) {
      // Offsets point into the document's text; the chunk and page are named.
      expect(SUPPLIERS_TEXT.slice(spot.start, spot.end)).toBe('Acme Corp');
      expect(spot.chunk_id).toEqual(expect.any(String));
      expect(spot.text).toBe('Acme Corp');
    }
    const janeWorks = results.relations.find(
      (relation) =>
        relation.relation_name === 'works_for' &&
        results.entities.find((entity) => entity.id === relation.source_id)?.label === 'Jane Roe',
    );
    // Relations follow the merge to the one Acme Corp.
    expect(janeWorks?.target_id).toBe(acme[0]!.id);

    const other = await api.activeUser('steps-flow-other');
    const foreign = await api.call('GET', `${flow.runs}/${run.id}/final_results`, {
      token: other.token,
    });
    expect(foreign.statusCode).toBe(404);
  });

  test('R7.06 R9.06 R3.08 export: JSON or YAML as the body, or as a file download named after the run; commit freezes the run', async () => {
    const flow = await runFlow(api, 'steps-export');
    const run = await flow.extracted('Q3 suppliers/“final”');
    const commitEarly = await api.call('POST', `${flow.runs}/${run.id}/commit`, {
      token: flow.token,
    });
    expect(commitEarly.statusCode).toBe(409);
    expect(commitEarly.json()).toMatchObject({ code: 'run_results_not_ready' });

    expectStatus(await flow.post(run.id, 'deduplication/skip'), 200);
    const final = (
      await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token })
    ).json<Results>();

    const json = await api.call('GET', `${flow.runs}/${run.id}/export/json`, { token: flow.token });
    expectStatus(json, 200);
    const envelope = json.json<{ data_serialized: string; serialization_format: string }>();
    expect(envelope.serialization_format).toBe('json');
    expect(JSON.parse(envelope.data_serialized)).toEqual(final);

    const file = await api.call('GET', `${flow.runs}/${run.id}/export/yaml`, {
      token: flow.token,
      query: { download: 'true' },
    });
    expectStatus(file, 200);
    expect(file.headers['content-type']).toBe('application/yaml; charset=utf-8');
    const disposition = String(file.headers['content-disposition']);
    expect(disposition).toMatch(
      /^attachment; filename="Q3 suppliers _final_\.yaml"; filename\*=UTF-8''/,
    );
    expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe('Q3 suppliers “final”.yaml');
    expect(YAML.parse(file.body)).toEqual(final);
    const jsonFile = await api.call('GET', `${flow.runs}/${run.id}/export/json`, {
      token: flow.token,
      query: { download: 'true' },
    });
    expect(jsonFile.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(String(jsonFile.headers['content-disposition'])).toContain('.json"');
    expect(JSON.parse(jsonFile.body)).toEqual(final);
    const badFormat = await api.call('GET', `${flow.runs}/${run.id}/export/csv`, {
      token: flow.token,
    });
    expect(badFormat.statusCode).toBe(422);

    const committed = await api.call('POST', `${flow.runs}/${run.id}/commit`, {
      token: flow.token,
    });
    expectStatus(committed, 200);
    expect(committed.json<Run>().committed_at).toEqual(expect.any(String));

    // Frozen: no step, action, archive change or second commit.
    const refused = [
      await flow.post(run.id, 'extraction', { config: { engine: 'rules' } }),
      await flow.post(run.id, 'deduplication/dnf_build', { config: {} }),
      await flow.post(run.id, 'deduplication/skip'),
      await flow.patch(run.id, { type: 'rename', entity_id: final.entities[0]!.id, label: 'X' }),
      await flow.patch(run.id, { type: 'cancel' }),
      await api.call('PATCH', `${flow.runs}/${run.id}/archive`, { token: flow.token }),
      await api.call('POST', `${flow.runs}/${run.id}/commit`, { token: flow.token }),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ code: 'run_committed' });
    }
    // Reading still works.
    expectStatus(
      await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token }),
      200,
    );
  });

  test('R4.04 skipping deduplication passes the extracted results through unmerged', async () => {
    const flow = await runFlow(api, 'steps-skip');
    const run = await flow.extracted();
    const skipped = await flow.post(run.id, 'deduplication/skip');
    expectStatus(skipped, 200);
    expect(skipped.json<Run>()).toMatchObject({
      current_step: null,
      status: 'succeeded',
      steps: {
        dnf_build: { status: 'skipped' },
        dnf_execute: { status: 'skipped', merged_count: 0 },
      },
    });
    const results = (
      await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token })
    ).json<Results>();
    expect(results.entities.filter((entity) => entity.label === 'Acme Corp')).toHaveLength(3);
    // Exactly the chunks' results, in document, chunk and extraction order, each id once.
    const chunks = await api.db
      .select({
        entities: runChunkExtractions.entities,
        relations: runChunkExtractions.relations,
      })
      .from(runChunkExtractions)
      .where(
        and(eq(runChunkExtractions.runId, run.id), eq(runChunkExtractions.status, 'succeeded')),
      )
      .orderBy(asc(runChunkExtractions.documentId), asc(runChunkExtractions.chunkIndex));
    const firstIds = (items: { id: string }[]) => [...new Set(items.map((item) => item.id))];
    expect(results.entities.map((entity) => entity.id)).toEqual(
      firstIds(chunks.flatMap((chunk) => chunk.entities)),
    );
    expect(results.relations.map((relation) => relation.id)).toEqual(
      firstIds(chunks.flatMap((chunk) => chunk.relations)),
    );
    expect(results.relations.length).toBeGreaterThan(0);
    const again = await flow.post(run.id, 'deduplication/skip');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'run_step_not_ready' });
    const build = await flow.post(run.id, 'deduplication/dnf_build', { config: {} });
    expect(build.statusCode).toBe(409);
  });

  test('R4.04 manual modifications: rename, merge, edit, split and delete change the final results, undo reverts them one by one, unknown ids are refused by field', async () => {
    const flow = await runFlow(api, 'steps-modify');
    const run = await flow.extracted();
    const early = await flow.patch(run.id, { type: 'rename', entity_id: MISSING_ID, label: 'x' });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'run_results_not_ready' });
    expectStatus(await flow.post(run.id, 'deduplication/skip'), 200);
    const read = async () =>
      (
        await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token })
      ).json<Results>();
    const original = await read();
    const acmes = original.entities.filter((entity) => entity.label === 'Acme Corp');
    const jane = original.entities.find((entity) => entity.label === 'Jane Roe')!;

    const act = async (action: object) => {
      const response = await flow.patch(run.id, action);
      expectStatus(response, 200);
      return response.json<Run>();
    };
    expect(
      (await act({ type: 'rename', entity_id: jane.id, label: 'Jane R. Roe' })).modification_count,
    ).toBe(1);
    const merged = await act({
      type: 'merge',
      entity_ids: acmes.map((entity) => entity.id),
      label: 'ACME Corporation',
    });
    expect(merged.modification_count).toBe(2);
    let now = await read();
    const acme = now.entities.filter(
      (entity) => entity.class_name === 'Company' && entity.label === 'ACME Corporation',
    );
    expect(acme).toHaveLength(1);
    expect(acme[0]!.provenance).toHaveLength(4);
    expect(now.entities.find((entity) => entity.id === jane.id)?.label).toBe('Jane R. Roe');
    expect(
      now.relations
        .filter((relation) => relation.relation_name === 'works_for')
        .map((relation) => relation.target_id),
    ).toEqual([acme[0]!.id, acme[0]!.id]);

    await act({ type: 'edit', entity_id: acme[0]!.id, properties: { name: ['ACME Corporation'] } });
    now = await read();
    expect(now.entities.find((entity) => entity.id === acme[0]!.id)?.properties.name).toEqual([
      'ACME Corporation',
    ]);
    await act({ type: 'split', entity_id: acme[0]!.id, groups: [[0], [1, 2, 3]] });
    now = await read();
    const parts = now.entities.filter((entity) => entity.label === 'ACME Corporation');
    expect(parts.map((entity) => entity.provenance.length).sort()).toEqual([1, 3]);
    await act({ type: 'delete', entity_ids: [jane.id], relation_ids: [] });
    now = await read();
    expect(now.entities.some((entity) => entity.id === jane.id)).toBe(false);
    expect(now.relations.some((relation) => relation.source_id === jane.id)).toBe(false);

    // Unknown ids and properties: 422 naming the field.
    const refusals: [object, string][] = [
      [{ type: 'rename', entity_id: MISSING_ID, label: 'x' }, 'unstructured_action.entity_id'],
      [
        { type: 'merge', entity_ids: [acme[0]!.id, MISSING_ID] },
        'unstructured_action.entity_ids[1]',
      ],
      [{ type: 'delete', relation_ids: [MISSING_ID] }, 'unstructured_action.relation_ids[0]'],
      [
        { type: 'edit', entity_id: acme[0]!.id, properties: { revenue: [1] } },
        'unstructured_action.properties.revenue',
      ],
      [
        { type: 'split', entity_id: acme[0]!.id, groups: [[0], [7]] },
        'unstructured_action.groups[1][0]',
      ],
      [
        {
          type: 'merge',
          entity_ids: [
            acme[0]!.id,
            parts.find((p) => p.id !== acme[0]!.id)!.id,
            now.entities.find((e) => e.class_name === 'Person')!.id,
          ],
        },
        'unstructured_action.entity_ids[2]',
      ],
      [{ type: 'rename', entity_id: 'not-an-id', label: 'x' }, 'entity_id'],
    ];
    for (const [action, field] of refusals) {
      const response = await flow.patch(run.id, action);
      expect(response.statusCode).toBe(422);
      expect(response.json<{ detail: string }>().detail).toContain(field);
    }

    // Undo goes back one modification at a time, to the results as extracted.
    for (let left = 4; left >= 0; left -= 1) {
      expect((await act({ type: 'undo' })).modification_count).toBe(left);
    }
    const restored = await read();
    expect(restored.entities.map((entity) => [entity.id, entity.label])).toEqual(
      original.entities.map((entity) => [entity.id, entity.label]),
    );
    expect(restored.relations).toEqual(original.relations);
    const nothing = await flow.patch(run.id, { type: 'undo' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'run_nothing_to_undo' });
    const foreign = await flow.patch(
      run.id,
      { type: 'undo' },
      (await api.activeUser('steps-modify-other')).token,
    );
    expect(foreign.statusCode).toBe(404);
  });

  test('R4.04 a step refuses a bad config by field, an unknown class, or an engine the server lacks', async () => {
    const flow = await runFlow(api, 'steps-refused');
    const run = await flow.create();
    const early = await flow.post(run.id, 'extraction', { config: { engine: 'rules' } });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ code: 'run_step_not_ready' });
    await flow.settled(run.id, 'text_extraction');
    expectStatus(
      await flow.post(run.id, 'chunking', {
        chunking_parameters: {
          strategy: 'fixed',
          size: 100,
          size_unit: 'characters',
          overlap: 0,
          respect_pages: false,
        },
      }),
      202,
    );
    await flow.settled(run.id, 'chunking');
    const llm = await flow.post(run.id, 'extraction', { config: { engine: 'llm' } });
    expect(llm.statusCode).toBe(422);
    expect(llm.json()).toMatchObject({ code: 'llm_not_configured' });
    expect(llm.json<{ detail: string }>().detail).toContain('LLM_BASE_URL');
    const unknown = await flow.post(run.id, 'extraction', {
      config: { engine: 'rules', classes: ['Company', 'Planet'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json<{ detail: string }>().detail).toContain('body.config.classes[1]');
    const badBody = await flow.post(run.id, 'extraction', { config: { engine: 'magic' } });
    expect(badBody.statusCode).toBe(422);
    expect(badBody.json()).toMatchObject({ code: 'validation_failed' });
    const missing = await flow.post(MISSING_ID, 'extraction', { config: { engine: 'rules' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: 'run_not_found' });

    // A class subset: only companies are extracted.
    expectStatus(
      await flow.post(run.id, 'extraction', { config: { engine: 'rules', classes: ['Company'] } }),
      202,
    );
    await flow.settled(run.id, 'extraction');
    expectStatus(await flow.post(run.id, 'deduplication/skip'), 200);
    const results = (
      await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token })
    ).json<Results>();
    expect(results.entities.length).toBeGreaterThan(0);
    expect(new Set(results.entities.map((entity) => entity.class_name))).toEqual(
      new Set(['Company']),
    );
    const nothingRuns = await flow.patch(run.id, { type: 'cancel' });
    expect(nothingRuns.statusCode).toBe(409);
    expect(nothingRuns.json()).toMatchObject({ code: 'run_not_running' });
  });

  test('R9.03 R1.04 each step estimates whole credits, charges what it used to the run, the step and the ledger; usage history pages through the caller’s own records', async () => {
    const flow = await runFlow(api, 'steps-credits');
    const run = await flow.chunked('Costed');
    const estimate = await flow.post(run.id, 'estimate', {
      step: 'extraction',
      config: { engine: 'rules' },
    });
    expectStatus(estimate, 200);
    const body = estimate.json<{
      step: string;
      estimated_credits: number;
      basis: { documents: number; chunks: number; characters: number; comparisons: number };
      within_quota: boolean;
      credits_usage: { credits_used: number; credits_quota: number };
    }>();
    // 4 chunks at 10 chunks a credit: 0.4, rounded up.
    expect(body).toMatchObject({
      step: 'extraction',
      estimated_credits: 1,
      basis: { documents: 1, chunks: 4, characters: expect.any(Number), comparisons: 0 },
      within_quota: true,
      credits_usage: { credits_used: 1, credits_quota: 50 },
    });
    const chunking = (
      await flow.post(run.id, 'estimate', { step: 'chunking', chunking_parameters: SMALL_CHUNKS })
    ).json<{ estimated_credits: number; basis: { documents: number; characters: number } }>();
    expect(chunking).toMatchObject({
      estimated_credits: 1,
      basis: { documents: 1, characters: SUPPLIERS_TEXT.length },
    });
    const llm = (
      await flow.post(run.id, 'estimate', { step: 'extraction', config: { engine: 'llm' } })
    ).json<{ estimated_credits: number }>();
    expect(Number.isInteger(llm.estimated_credits)).toBe(true);
    expect(llm.estimated_credits).toBeGreaterThan(1);

    expectStatus(await flow.post(run.id, 'extraction', { config: { engine: 'rules' } }), 202);
    await flow.settled(run.id, 'extraction');
    expectStatus(await flow.post(run.id, 'deduplication/dnf_build', { config: {} }), 202);
    await flow.settled(run.id, 'dnf_build');
    expectStatus(await flow.post(run.id, 'deduplication/dnf_execute', { config: {} }), 202);
    const done = await flow.settled(run.id, 'dnf_execute');
    expect(done.steps.chunking.credits).toBe(1);
    expect(done.steps.extraction.credits).toBe(1);
    expect(done.steps.dnf_build.credits).toBe(1);
    expect(done.steps.dnf_execute.credits).toBe(1);
    expect(done.credits_used).toBe(4);
    const usage = await api.call('GET', '/api/llm-usage/credits-usage', { token: flow.token });
    expect(usage.json()).toMatchObject({ credits_used: 4 });

    const page = async (query: Record<string, string>, token = flow.token) => {
      const response = await api.call('GET', '/api/llm-usage/history', { token, query });
      expectStatus(response, 200);
      return response.json<{
        items: {
          step: string;
          credits: number;
          run_name: string;
          extraction_run_id: string;
          project_id: string;
        }[];
        next_cursor: string | null;
      }>();
    };
    const first = await page({ limit: '3' });
    expect(first.items.map((item) => item.step)).toEqual([
      'dnf_execute',
      'dnf_build',
      'extraction',
    ]);
    expect(first.items[0]).toMatchObject({
      credits: 1,
      run_name: 'Costed',
      extraction_run_id: run.id,
      project_id: flow.scope.projectId,
    });
    expect(first.next_cursor).toEqual(expect.any(String));
    const second = await page({ limit: '3', cursor: first.next_cursor! });
    expect(second.items.map((item) => item.step)).toEqual(['chunking']);
    expect(second.next_cursor).toBeNull();
    const stranger = await api.activeUser('steps-credits-other');
    expect((await page({}, stranger.token)).items).toEqual([]);
    const badCursor = await api.call('GET', '/api/llm-usage/history', {
      token: flow.token,
      query: { cursor: 'nonsense' },
    });
    expect(badCursor.statusCode).toBe(422);
  });

  test('R8.05 a step over the quota is refused with 429 carrying the credits usage, and the estimate says so', async () => {
    const flow = await runFlow(api, 'steps-quota');
    const run = await flow.chunked();
    // Another run's work used up almost all of this month's credits.
    const me = (await api.call('GET', '/api/users/me', { token: flow.token })).json<{
      id: string;
    }>();
    const credits = createCreditsService({
      creditsRepo: createCreditsRepo(api.db),
      defaultQuota: 50,
      now: api.now,
    });
    await credits.charge({ id: me.id }, { amount: 48.5, reason: 'extraction' });
    const estimate = (
      await flow.post(run.id, 'estimate', { step: 'extraction', config: { engine: 'rules' } })
    ).json<{ estimated_credits: number; within_quota: boolean }>();
    expect(estimate).toMatchObject({ estimated_credits: 1, within_quota: false });
    const refused = await flow.post(run.id, 'extraction', { config: { engine: 'rules' } });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'quota_exceeded',
      credits_usage: { credits_quota: 50, credits_used: 49.5, quota_exceeded: false },
    });
    expect((await flow.get(run.id)).steps.extraction.status).toBe('pending');
  });

  test('R4.04 retry_failed text_extraction reads the failed documents again, and only them', async () => {
    const flow = await runFlow(api, 'steps-retry-text');
    const collection = await uploadHelpers(api).collection(flow.token, flow.scope.projectId, {
      'notes.txt': Buffer.from(SUPPLIERS_TEXT),
      'broken.pdf': Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(1024)]),
    });
    const run = await flow.create('Retry', collection.id);
    const first = await flow.settled(run.id, 'text_extraction');
    expect(first.steps.text_extraction.status).toBe('succeeded');
    const retried = await flow.patch(run.id, { type: 'retry_failed', step: 'text_extraction' });
    expectStatus(retried, 200);
    expect(
      retried.json<Run & { documents: { name: string; status: string }[] }>().documents,
    ).toEqual([
      expect.objectContaining({ name: 'broken.pdf', status: 'queued' }),
      expect.objectContaining({ name: 'notes.txt', status: 'succeeded' }),
    ]);
    const again = await flow.settled(run.id, 'text_extraction');
    expect(again).toMatchObject({
      current_step: 'chunking',
      steps: { text_extraction: { status: 'succeeded' } },
    });
    expectStatus(await flow.post(run.id, 'chunking', { chunking_parameters: SMALL_CHUNKS }), 202);
    await flow.settled(run.id, 'chunking');
    // Once chunking ran, text extraction is settled for good.
    const late = await flow.patch(run.id, { type: 'retry_failed', step: 'text_extraction' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'run_step_not_ready' });
    const nothing = await flow.patch(run.id, { type: 'retry_failed', step: 'chunking' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'run_nothing_to_retry' });
  });

  test('R8.02 every run call answers 404 to someone else and 422 with a detail to a bad body', async () => {
    const flow = await runFlow(api, 'steps-guards');
    const run = await flow.create();
    const stranger = await api.activeUser('steps-guards-other');
    const one = flow.one(run.id);
    const calls: [string, string, object | undefined][] = [
      ['POST', `${one}/extraction`, { config: { engine: 'rules' } }],
      ['POST', `${one}/deduplication/dnf_build`, { config: {} }],
      ['POST', `${one}/deduplication/dnf_execute`, { config: {} }],
      ['POST', `${one}/deduplication/skip`, undefined],
      ['GET', `${one}/deduplication/candidates`, undefined],
      ['POST', `${one}/estimate`, { step: 'dnf_build', config: {} }],
      ['PATCH', one, { unstructured_action: { type: 'cancel' } }],
      ['GET', `${flow.runs}/${run.id}/final_results`, undefined],
      ['GET', `${flow.runs}/${run.id}/export/json`, undefined],
      ['POST', `${flow.runs}/${run.id}/commit`, undefined],
    ];
    for (const [method, url, body] of calls) {
      const response = await api.call(method as 'GET', url, { token: stranger.token, body });
      expect([url, response.statusCode]).toEqual([url, 404]);
      expect(response.json()).toMatchObject({ code: 'project_not_found' });
    }
    const bad: [string, string, object, string][] = [
      ['POST', `${one}/extraction`, { config: {} }, 'engine'],
      ['POST', `${one}/deduplication/dnf_build`, { config: { target_recall: 2 } }, 'target_recall'],
      [
        'POST',
        `${one}/deduplication/dnf_execute`,
        { config: { match_threshold: -1 } },
        'match_threshold',
      ],
      ['POST', `${one}/estimate`, { step: 'text_extraction' }, 'step'],
      ['PATCH', one, { unstructured_action: { type: 'explode' } }, 'type'],
      ['PATCH', one, { unstructured_action: { type: 'retry_failed', step: 'everything' } }, 'step'],
    ];
    for (const [method, url, body, field] of bad) {
      const response = await api.call(method as 'POST', url, { token: flow.token, body });
      expect([url, response.statusCode]).toEqual([url, 422]);
      expect(response.json()).toMatchObject({ code: 'validation_failed' });
      expect(JSON.stringify(response.json())).toContain(field);
    }
    const tooMany = await api.call('GET', `${one}/deduplication/candidates`, {
      token: flow.token,
      query: { limit: '1000' },
    });
    expect(tooMany.statusCode).toBe(422);
    await flow.settled(run.id, 'text_extraction');
  });
});
