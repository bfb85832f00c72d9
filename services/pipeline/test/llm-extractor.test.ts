import {
  LlmExtractionError,
  createLlmExtractor,
  extractChunks,
  extractionJsonSchema,
  ontologyView,
} from '../src/index';
import type { Chunk, ChunkExtraction } from '../src/index';
import { businessOntology } from './fixtures/ontologies';
import { completion, startOpenAiServer } from './fixtures/openai-server';

const TEXT = 'Acme Corporation was founded by Maria Lopez in 1990 and is based in Berlin.';
const chunk = (text = TEXT, index = 0): Chunk => ({
  id: `00000000-0000-5000-8000-00000000000${index}`,
  document_id: '11111111-1111-5111-8111-111111111111',
  index,
  text,
  start: 500,
  end: 500 + text.length,
  pages: [2],
  page_starts: [500],
  token_count: null,
});

const goodAnswer = {
  entities: [
    {
      ref: 'e1',
      class_name: 'Company',
      label: 'Acme Corporation',
      text: 'Acme Corporation',
      confidence: 0.9,
      properties: {
        name: [{ value: 'Acme Corporation', text: 'Acme Corporation' }],
        founded_date: [{ value: '1990', text: '1990' }],
        revenue: [{ value: 'twelve million', text: 'twelve million' }],
        ceo: [{ value: 'Maria', text: 'Maria' }],
      },
    },
    {
      ref: 'e2',
      class_name: 'Person',
      label: 'Maria Lopez',
      text: 'Maria Lopez',
      confidence: 0.8,
      properties: {},
    },
    {
      ref: 'e3',
      class_name: 'City',
      label: 'Berlin',
      text: 'Berlin',
      confidence: 0.95,
      properties: {},
    },
    {
      ref: 'e4',
      class_name: 'Planet',
      label: 'Mars',
      text: 'Mars',
      confidence: 0.5,
      properties: {},
    },
  ],
  relations: [
    {
      relation_name: 'founded_by',
      source_ref: 'e1',
      target_ref: 'e2',
      text: 'founded by',
      confidence: 0.85,
    },
    {
      relation_name: 'headquartered_in',
      source_ref: 'e2',
      target_ref: 'e3',
      text: 'based in',
      confidence: 0.6,
    },
    { relation_name: 'orbits', source_ref: 'e4', target_ref: 'e3', text: '', confidence: 0.6 },
  ],
};

const settings = (url: string, extra: Record<string, unknown> = {}) => ({
  base_url: url,
  model: 'test-model',
  api_key: 'test-key',
  ...extra,
});

describe('llm engine against a local OpenAI-compatible server', () => {
  it('R4.04 sends a strict JSON Schema from the ontology and keeps only on-ontology items', async () => {
    const server = await startOpenAiServer(() => completion(goodAnswer));
    try {
      const result = await createLlmExtractor(businessOntology, settings(server.url)).extract(
        chunk(),
      );
      const request = server.requests[0]!;
      expect(request.path).toBe('/v1/chat/completions');
      expect(request.headers.authorization).toBe('Bearer test-key');
      expect(request.body).toMatchObject({
        model: 'test-model',
        temperature: 0,
        response_format: { type: 'json_schema', json_schema: { strict: true } },
      });
      expect(JSON.stringify(request.body.messages)).toContain('Acme Corporation was founded');

      expect(result.entities.map((e) => [e.class_name, e.label])).toEqual([
        ['Company', 'Acme Corporation'],
        ['Person', 'Maria Lopez'],
        ['City', 'Berlin'],
      ]);
      const acme = result.entities[0]!;
      expect(acme.properties).toEqual({ name: ['Acme Corporation'], founded_date: ['1990'] });
      expect(acme.provenance[0]).toEqual({
        document_id: chunk().document_id,
        page: 2,
        chunk_id: chunk().id,
        start: 500,
        end: 516,
        text: 'Acme Corporation',
      });
      expect(acme.property_sources.founded_date![0]!.provenance.text).toBe('1990');
      expect(result.relations).toHaveLength(1);
      expect(result.relations[0]).toMatchObject({
        relation_name: 'founded_by',
        source_id: acme.id,
        confidence: 0.85,
      });
      expect(result.dropped.map((d) => [d.kind, d.name])).toEqual([
        ['property', 'Company.revenue'],
        ['property', 'Company.ceo'],
        ['entity', 'Planet'],
        ['relation', 'headquartered_in'],
        ['relation', 'orbits'],
      ]);
      expect(result.usage).toEqual({
        prompt_tokens: 120,
        completion_tokens: 40,
        total_tokens: 160,
      });
    } finally {
      await server.close();
    }
  });

  it('retries with backoff on 429 and 5xx, then succeeds', async () => {
    const replies = [
      {
        status: 429,
        headers: { 'retry-after-ms': '5' },
        body: { error: { message: 'slow down' } },
      },
      { status: 503, headers: { 'retry-after-ms': '5' }, body: { error: { message: 'busy' } } },
    ];
    const server = await startOpenAiServer((_, i) => replies[i] ?? completion(goodAnswer));
    try {
      const result = await createLlmExtractor(businessOntology, settings(server.url)).extract(
        chunk(),
      );
      expect(server.requests).toHaveLength(3);
      expect(result.entities).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it('gives a typed error once the retries are spent, and on an answer that is not JSON', async () => {
    const failing = await startOpenAiServer(() => ({
      status: 500,
      headers: { 'retry-after-ms': '1' },
      body: { error: { message: 'boom' } },
    }));
    try {
      const extractor = createLlmExtractor(
        businessOntology,
        settings(failing.url, { max_retries: 1 }),
      );
      await expect(extractor.extract(chunk())).rejects.toMatchObject({
        name: 'LlmExtractionError',
        code: 'http',
        status: 500,
      });
      expect(failing.requests).toHaveLength(2);
    } finally {
      await failing.close();
    }
    const garbled = await startOpenAiServer(() =>
      completion('Sorry, I cannot help with that.', false),
    );
    try {
      const error = await createLlmExtractor(businessOntology, settings(garbled.url))
        .extract(chunk())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmExtractionError);
      expect(error).toMatchObject({ code: 'invalid_response' });
    } finally {
      await garbled.close();
    }
  });

  it('drops an entity the text does not state, and prompts with class examples and relation cues (issue 16)', async () => {
    const invented = {
      ...goodAnswer,
      entities: [
        ...goodAnswer.entities,
        {
          ref: 'e9',
          class_name: 'City',
          label: 'Paris',
          text: 'Paris',
          confidence: 0.9,
          properties: {},
        },
      ],
    };
    const server = await startOpenAiServer(() => completion(invented));
    try {
      const result = await createLlmExtractor(businessOntology, settings(server.url)).extract(
        chunk(),
      );
      expect(result.entities.map((entity) => entity.label)).not.toContain('Paris');
      expect(result.dropped).toContainEqual(
        expect.objectContaining({
          kind: 'entity',
          name: 'City',
          reason: '"Paris" is not stated in the text',
        }),
      );
      const system = (server.requests[0]!.body.messages as { content: string }[])[0]!.content;
      expect(system).toMatch(/Stated by words such as: /);
      expect(system).toMatch(/for example /);
    } finally {
      await server.close();
    }
  });

  it('mends answers in a markdown fence, inside prose, or cut off at the token limit (issue 16)', async () => {
    const json = JSON.stringify(goodAnswer);
    const cut = json.slice(0, json.indexOf('"ref":"e3"') + 20);
    const replies = [
      `\`\`\`json\n${json}\n\`\`\``,
      `Here is the extraction:\n${json}\nHope it helps!`,
      cut,
    ];
    let next = 0;
    const server = await startOpenAiServer(() => completion(replies[next++] ?? '', false));
    try {
      const extractor = createLlmExtractor(businessOntology, settings(server.url));
      const labels = async () =>
        (await extractor.extract(chunk())).entities.map((entity) => entity.label).sort();
      expect(await labels()).toEqual(['Acme Corporation', 'Berlin', 'Maria Lopez']);
      expect(await labels()).toEqual(['Acme Corporation', 'Berlin', 'Maria Lopez']);
      // Cut off in the third entity: the complete ones are kept.
      expect(await labels()).toEqual(['Acme Corporation', 'Maria Lopez']);
    } finally {
      await server.close();
    }
  });

  it('R1.04 counts tokens for credits when the server reports no usage', async () => {
    const server = await startOpenAiServer(() => completion(goodAnswer, false));
    try {
      const { usage } = await createLlmExtractor(businessOntology, settings(server.url)).extract(
        chunk(),
      );
      expect(usage.prompt_tokens).toBeGreaterThan(50);
      expect(usage.completion_tokens).toBeGreaterThan(50);
      expect(usage.total_tokens).toBe(usage.prompt_tokens + usage.completion_tokens);
    } finally {
      await server.close();
    }
  });

  it('stops a call in flight when the signal aborts', async () => {
    const server = await startOpenAiServer(() => 'hang');
    const controller = new AbortController();
    try {
      const call = createLlmExtractor(businessOntology, settings(server.url)).extract(
        chunk(),
        controller,
      );
      await server.received;
      controller.abort();
      await expect(call).rejects.toMatchObject({ name: 'AbortError' });
    } finally {
      await server.close();
    }
  });

  it('runs chunks concurrently and yields results in chunk order', async () => {
    const server = await startOpenAiServer((request) => {
      const text = JSON.stringify(request.body.messages);
      const label = /Chunk (\w+)/.exec(text.replace(/\\n/g, ' '))?.[1] ?? '?';
      return completion({
        entities: [
          { ref: 'a', class_name: 'City', label, text: label, confidence: 1, properties: {} },
        ],
        relations: [],
      });
    });
    try {
      const chunks = ['Paris', 'Rome', 'Oslo', 'Lima', 'Kyiv'].map((city, i) =>
        chunk(`Chunk ${city} text.`, i),
      );
      const results: ChunkExtraction[] = [];
      const progress: number[] = [];
      const extractor = createLlmExtractor(businessOntology, settings(server.url));
      for await (const r of extractChunks(chunks, extractor, {
        concurrency: 3,
        onProgress: (p) => progress.push(p.done),
      }))
        results.push(r);
      expect(results.map((r) => r.entities[0]!.label)).toEqual([
        'Paris',
        'Rome',
        'Oslo',
        'Lima',
        'Kyiv',
      ]);
      expect(progress).toEqual([1, 2, 3, 4, 5]);
    } finally {
      await server.close();
    }
  });
});

describe('JSON Schema from the ontology', () => {
  it('is strict-mode shaped: every object closed and every key required', () => {
    const schema = extractionJsonSchema(ontologyView(businessOntology));
    const objects: Record<string, unknown>[] = [];
    const walk = (node: unknown): void => {
      if (Array.isArray(node)) node.forEach(walk);
      else if (node && typeof node === 'object') {
        const record = node as Record<string, unknown>;
        if (record.type === 'object') objects.push(record);
        Object.values(record).forEach(walk);
      }
    };
    walk(schema);
    expect(objects.length).toBeGreaterThan(10);
    for (const object of objects) {
      expect(object.additionalProperties).toBe(false);
      expect(object.required).toEqual(Object.keys(object.properties as object));
    }
    const subset = extractionJsonSchema(ontologyView(businessOntology, ['City']));
    expect(JSON.stringify(subset)).not.toContain('Company');
    expect(JSON.stringify(subset)).not.toContain('relations');
  });
});
