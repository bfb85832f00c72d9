import { monitorEventLoopDelay, type IntervalHistogram } from 'node:perf_hooks';
import { stringifyOntologyDocument } from '@ontoloom/contract/ontology-yaml';
import type { LightMyRequestResponse } from 'fastify';
import { databases } from './support/databases';
import { largestModifications, largestOntology } from './support/largest-inputs';
import { projectScope, type Version } from './support/ontology-fixtures';
import { expectStatus, startTestApi, type TestApi } from './support/test-api';

/** The longest one request may hold the event loop on an idle machine, in milliseconds (issue 10). */
const MAX_DELAY_MS = 100;
/**
 * Blocking is the same on every run; other processes taking the CPU are not. A call over the
 * limit is measured again, up to this many times in all, and its lowest figure counts.
 */
const ATTEMPTS = 3;
const report = process.env.EVENT_LOOP_REPORT === '1';

/**
 * A fixed piece of synchronous work, about 100 ms long (shorter ones often run in one time slice
 * even on a loaded machine). The time it took against the CPU time this process got meanwhile
 * tells how much slower the machine runs now than when idle: 1 when nothing else wants the CPU,
 * 2 with four busy threads on two cores.
 */
const referenceInput = JSON.stringify(
  Array.from({ length: 20_000 }, (_, i) => ({ id: i, name: `item ${i}`, tags: ['a', 'b'] })),
);
let lastSlowdown = 1;
function slowdown() {
  const cpu = process.cpuUsage();
  const start = performance.now();
  for (let run = 0; run < 4; run++) JSON.stringify(JSON.parse(referenceInput));
  const wallMs = performance.now() - start;
  const used = process.cpuUsage(cpu);
  lastSlowdown = Math.max(1, wallMs / ((used.user + used.system) / 1000));
  return lastSlowdown;
}

/** Resolves once the loop has run its timers: the histogram has sampled since `count`. */
async function sampledSince(histogram: IntervalHistogram, count: number) {
  while (histogram.count <= count) await new Promise(setImmediate);
}

/** Runs `call` and returns the longest the event loop waited meanwhile, in milliseconds. */
async function longestDelay<T>(call: () => Promise<T>): Promise<{ result: T; delayMs: number }> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  histogram.enable();
  try {
    // The histogram records from its second tick on: a block before that would go unseen.
    await sampledSince(histogram, 0);
    const result = await call();
    // A call that never yields delays the histogram's next tick: wait for it, so it counts.
    await sampledSince(histogram, histogram.count);
    return { result, delayMs: histogram.max / 1e6 };
  } finally {
    histogram.disable();
  }
}

const { document, yaml } = largestOntology();
const smallYaml = stringifyOntologyDocument({
  ...document,
  classes: document.classes.slice(0, 30),
  relations: document.relations.slice(0, 29),
});

describe.each(databases())('the largest accepted inputs on $name', (database) => {
  let api: TestApi;
  let scope: Awaited<ReturnType<typeof projectScope>>;
  let ontologyId: string;
  let imported: Version;
  const figures: Record<string, number[]> = {};

  /**
   * Sends a request and checks its status and that the event loop stayed free meanwhile
   * (measured again when over, see ATTEMPTS); the figures are printed with EVENT_LOOP_REPORT=1.
   */
  async function responsive(
    label: string,
    status: number,
    call: () => Promise<LightMyRequestResponse>,
  ) {
    // Each delay as it would be on an idle machine: divided by how much slower it runs now.
    const delays: number[] = (figures[label] = []);
    for (;;) {
      const { result, delayMs } = await longestDelay(call);
      expectStatus(result, status);
      const idleDelayMs = delayMs / slowdown();
      delays.push(Math.round(idleDelayMs * 10) / 10);
      if (idleDelayMs < MAX_DELAY_MS || delays.length === ATTEMPTS) {
        const best = Math.min(...delays);
        if (best >= MAX_DELAY_MS) {
          throw new Error(`${label} held the event loop ${delays.join(', ')} ms (idle-machine ms)`);
        }
        return result;
      }
    }
  }

  beforeAll(async () => {
    api = await startTestApi(database);
    scope = await projectScope(api, 'loop');
    ontologyId = (await scope.createOntology()).id;
    // A server that has run a while: its worker started and its code compiled, by a smaller
    // ontology going through every call.
    const warmUp = (await scope.createOntology('Warm-up')).id;
    const small = await scope.fromYaml(warmUp, smallYaml, 'Small');
    expectStatus(small, 201);
    const smallId = small.json<Version>().id;
    const relabel = document.classes.slice(0, 30).map((c) => ({
      op: 'update_class',
      class_name: c.name,
      changes: { label: 'Relabelled' },
    }));
    expectStatus(await scope.fromModifications(warmUp, smallId, relabel), 201);
    const path = `${scope.base}/ontology_versions/${smallId}`;
    expectStatus(await api.call('GET', `${path}/export/yaml`, { token: scope.user.token }), 200);
  });
  afterAll(async () => {
    if (report) {
      console.log(
        `event loop, longest delay (idle-machine ms; last slowdown ×${lastSlowdown.toFixed(2)}) on ${database.name}:`,
        figures,
      );
    }
    await api?.close();
  });

  /** Posts a body serialized beforehand: the client's work is not the server's. */
  const postVersion = (body: object) => {
    const payload = JSON.stringify({ new_ontology: body });
    return () =>
      api.call('POST', `${scope.base}/ontology_versions`, {
        token: scope.user.token,
        body: payload,
        headers: { 'content-type': 'application/json' },
      });
  };

  test('importing the largest YAML', async () => {
    const body = {
      mode: 'from_data',
      ontology_id: ontologyId,
      ontology_serialized: { serialization_format: 'yaml', data_serialized: yaml },
      name: 'Largest',
    };
    const response = await responsive('from_data (YAML import)', 201, postVersion(body));
    imported = response.json<Version>();
    expect(imported.content.classes).toHaveLength(document.classes.length);
  });

  test('applying the most modifications to the largest ontology', async () => {
    const body = (ontology_modifications: object[]) => ({
      mode: 'from_modifications',
      ontology_id: ontologyId,
      base_version_id: imported.id,
      ontology_modifications,
      name: 'edit',
    });
    const modifications = largestModifications(document, (m) => ({ new_ontology: body(m) }));
    const response = await responsive('from_modifications', 201, postVersion(body(modifications)));
    expect(response.json<Version>().content.classes).toHaveLength(document.classes.length);
  });

  test('reading, exporting and listing the largest versions', async () => {
    const path = `${scope.base}/ontology_versions/${imported.id}`;
    const token = scope.user.token;
    await responsive('get version', 200, () => api.call('GET', path, { token }));
    const exported = await responsive('export YAML', 200, () =>
      api.call('GET', `${path}/export/yaml`, { token }),
    );
    expect(exported.json<{ data_serialized: string }>().data_serialized).toBe(yaml);
    await responsive('list versions', 200, () =>
      api.call('GET', `${scope.base}/ontology_versions`, {
        token,
        query: { ontology_id: ontologyId },
      }),
    );
  });
});
