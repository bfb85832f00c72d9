import { sql } from 'drizzle-orm';
import { databases } from './support/databases';
import { completion, startOpenAiServer, type ChatRequest } from './support/openai-server';
import { runFlow, type Results } from './support/run-flow';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

/** What the model answers for a chunk: every "Acme Corp" it sees, as a Company. */
const acmeAnswer = (request: ChatRequest) => {
  const text = request.body.messages.find((message) => message.role === 'user')?.content ?? '';
  return completion({
    entities: text.includes('Acme Corp')
      ? [
          {
            ref: 'e1',
            class_name: 'Company',
            label: 'Acme Corp',
            text: 'Acme Corp',
            confidence: 0.9,
            properties: { name: [{ value: 'Acme Corp', text: 'Acme Corp' }] },
          },
        ]
      : [],
    relations: [],
  });
};

describe.each(databases())('llm extraction on $name', (database) => {
  let api: TestApi;
  let llm: Awaited<ReturnType<typeof startOpenAiServer>>;
  beforeAll(async () => {
    llm = await startOpenAiServer();
    api = await startTestApi(database, {
      LLM_BASE_URL: llm.url,
      LLM_MODEL: 'test-model',
      LLM_API_KEY: 'test-key',
      // A failing chunk fails at once (no backoff in tests).
      LLM_MAX_RETRIES: '0',
    });
  });
  afterAll(async () => {
    await api.close();
    await llm.close();
  });

  test('R4.04 the llm engine calls an OpenAI-compatible endpoint with the instructions and the class subset; a failing chunk fails alone, retry_failed redoes only it', async () => {
    const flow = await runFlow(api, 'llm-extract');
    const run = await flow.chunked('LLM run');
    // The chunk about John Smith fails on the first attempt.
    llm.answerWith((request) =>
      JSON.stringify(request.body.messages).includes('John Smith')
        ? { status: 400, body: { error: { message: 'context rejected' } } }
        : acmeAnswer(request),
    );
    const before = llm.requests.length;
    const started = await flow.post(run.id, 'extraction', {
      config: { engine: 'llm', classes: ['Company'], instructions: 'Only suppliers count.' },
    });
    expectStatus(started, 202);
    const extracted = await flow.settled(run.id, 'extraction');
    expect(extracted.steps.extraction).toMatchObject({
      status: 'succeeded',
      progress: { done: 4, total: 4, failed: 1 },
      error: { code: 'chunks_failed', message: expect.stringContaining('1 of 4 chunks failed') },
    });
    expect(extracted.failed_chunks).toEqual([
      {
        document_id: extracted.documents[0]!.document_id,
        chunk_index: 1,
        error: { code: 'http', message: expect.stringContaining('context rejected') },
      },
    ]);
    const seen = llm.requests.slice(before);
    expect(seen).toHaveLength(4);
    for (const request of seen) {
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer test-key');
      expect(request.body.model).toBe('test-model');
      const system = request.body.messages.find((message) => message.role === 'system')?.content;
      expect(system).toContain('Only suppliers count.');
      // Only the chosen class is asked for.
      expect(JSON.stringify(request.body.response_format)).toContain('Company');
      expect(JSON.stringify(request.body.response_format)).not.toContain('Person');
    }
    // 3 chunks × 350 tokens = 1,050 tokens at 1,000 a credit.
    expect(extracted.steps.extraction.credits).toBe(2);

    llm.answerWith(acmeAnswer);
    const retried = await flow.patch(run.id, { type: 'retry_failed', step: 'extraction' });
    expectStatus(retried, 200);
    const again = await flow.settled(run.id, 'extraction');
    expect(again.steps.extraction).toMatchObject({
      status: 'succeeded',
      progress: { done: 4, total: 4, failed: 0 },
      error: null,
    });
    expect(again.failed_chunks).toEqual([]);
    // Only the failed chunk was sent again.
    expect(llm.requests.length - before).toBe(5);
    expect(JSON.stringify(llm.requests.at(-1)?.body.messages)).toContain('John Smith');
    // And only it was charged: 350 more tokens, 1 credit.
    expect(again.steps.extraction.credits).toBe(3);
    const nothing = await flow.patch(run.id, { type: 'retry_failed', step: 'extraction' });
    expect(nothing.statusCode).toBe(409);
    expect(nothing.json()).toMatchObject({ code: 'run_nothing_to_retry' });

    expectStatus(await flow.post(run.id, 'deduplication/skip'), 200);
    const results = (
      await api.call('GET', `${flow.runs}/${run.id}/final_results`, { token: flow.token })
    ).json<Results>();
    expect(results.entities.map((entity) => entity.label)).toEqual([
      'Acme Corp',
      'Acme Corp',
      'Acme Corp',
    ]);
    expect(results.entities[0]!.provenance[0]).toMatchObject({ text: 'Acme Corp' });
  });

  test('R4.04 cancel: a running extraction is canceled, its jobs’ late answers change nothing, retry_failed takes the canceled chunks up again', async () => {
    const flow = await runFlow(api, 'llm-cancel');
    const run = await flow.chunked();
    llm.answerWith(() => 'hold');
    const arrived = llm.nextRequest();
    expectStatus(
      await flow.post(run.id, 'extraction', { config: { engine: 'llm', concurrency: 1 } }),
      202,
    );
    await arrived;

    const canceled = await flow.patch(run.id, { type: 'cancel' });
    expectStatus(canceled, 200);
    expect(canceled.json()).toMatchObject({
      status: 'canceled',
      current_step: 'extraction',
      steps: { extraction: { status: 'canceled' } },
    });
    // The held request is answered now; the job finds its step canceled and writes nothing.
    llm.answerWith(acmeAnswer);
    llm.release();
    const pending = async () => {
      const result = await api.db.execute(
        sql`SELECT count(*)::int AS count FROM pgboss.job WHERE name = 'run.extraction' AND data->>'runId' = ${run.id} AND state IN ('created', 'retry', 'active')`,
      );
      return Number((result as unknown as { rows: { count: number }[] }).rows[0]?.count ?? 0);
    };
    while ((await pending()) > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    const after = await flow.get(run.id);
    expect(after).toMatchObject({
      steps: { extraction: { status: 'canceled', progress: { done: 0 } } },
      documents: [{ status: 'canceled', progress: { done: 4, total: 4 } }],
    });
    const cancelAgain = await flow.patch(run.id, { type: 'cancel' });
    expect(cancelAgain.statusCode).toBe(409);
    expect(cancelAgain.json()).toMatchObject({ code: 'run_not_running' });

    expectStatus(await flow.patch(run.id, { type: 'retry_failed', step: 'extraction' }), 200);
    const resumed = await flow.settled(run.id, 'extraction');
    expect(resumed.steps.extraction).toMatchObject({
      status: 'succeeded',
      progress: { done: 4, total: 4, failed: 0 },
    });
  });

  test('R4.04 when every chunk fails the step fails, costs nothing and blocks deduplication until a retry succeeds', async () => {
    const flow = await runFlow(api, 'llm-all-fail');
    const run = await flow.chunked();
    llm.answerWith(() => ({ status: 400, body: { error: { message: 'model unavailable' } } }));
    expectStatus(await flow.post(run.id, 'extraction', { config: { engine: 'llm' } }), 202);
    const failed = await flow.settled(run.id, 'extraction');
    expect(failed).toMatchObject({
      status: 'failed',
      current_step: 'extraction',
      credits_used: 1,
      steps: {
        extraction: {
          status: 'failed',
          credits: 0,
          progress: { done: 4, total: 4, failed: 4 },
          error: { code: 'extraction_failed', message: expect.stringContaining('4 of 4') },
        },
      },
    });
    expect(failed.failed_chunks).toHaveLength(4);
    const build = await flow.post(run.id, 'deduplication/dnf_build', { config: {} });
    expect(build.statusCode).toBe(409);
    expect(build.json()).toMatchObject({ code: 'run_step_not_ready' });

    llm.answerWith(acmeAnswer);
    expectStatus(await flow.patch(run.id, { type: 'retry_failed', step: 'extraction' }), 200);
    const retried = await flow.settled(run.id, 'extraction');
    expect(retried).toMatchObject({
      status: 'pending',
      current_step: 'dnf_build',
      steps: { extraction: { status: 'succeeded', error: null, progress: { failed: 0 } } },
    });
  });
  test('R4.04 the llm engine learns from reviewers: corrections of earlier runs on the same ontology go to the model as examples, and the step shows them', async () => {
    const flow = await runFlow(api, 'llm-learns');
    const reviewed = await flow.finished('Reviewed run');
    const results = (
      await api.call('GET', `${flow.runs}/${reviewed.id}/final_results`, { token: flow.token })
    ).json<Results>();
    const jane = results.entities.find((entity) => entity.label === 'Jane Roe')!;
    const globex = results.entities.find((entity) => entity.label === 'Globex Inc')!;
    expect(jane && globex).toBeTruthy();
    expectStatus(
      await flow.patch(reviewed.id, { type: 'rename', entity_id: jane.id, label: 'Jane R. Roe' }),
      200,
    );
    expectStatus(await flow.patch(reviewed.id, { type: 'delete', entity_ids: [globex.id] }), 200);

    // A rules run is given nothing; an llm run the two corrections, newest first.
    const rules = await flow.extracted('Rules run');
    expect(rules.steps.extraction).not.toHaveProperty('corrections');
    const next = await flow.chunked('Next run');
    llm.answerWith(acmeAnswer);
    const before = llm.requests.length;
    expectStatus(await flow.post(next.id, 'extraction', { config: { engine: 'llm' } }), 202);
    const extracted = await flow.settled(next.id, 'extraction');
    const corrections = [
      '"Globex Inc" is not a Company: do not extract it.',
      'The Person written "Jane Roe" is labelled "Jane R. Roe", not "Jane Roe".',
    ];
    expect((extracted.steps.extraction as { corrections?: string[] }).corrections).toEqual(
      corrections,
    );
    const seen = llm.requests.slice(before);
    expect(seen.length).toBeGreaterThan(0);
    for (const request of seen) {
      const system = request.body.messages.find((message) => message.role === 'system')?.content;
      for (const line of corrections) expect(system).toContain(`- ${line}`);
    }
  });
});
