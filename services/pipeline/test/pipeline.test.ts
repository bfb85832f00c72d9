import {
  buildRules,
  chunkPages,
  createExtractor,
  executeDedup,
  extractChunks,
  extractText,
  toStepError,
} from '../src/index';
import type { ChunkExtraction, Progress } from '../src/index';
import { businessOntology } from './fixtures/ontologies';
import { makePdf } from './fixtures/make-pdf';

const DOCUMENT_ID = '22222222-2222-5222-8222-222222222222';

describe('the stages chained as a run chains them', () => {
  it('R1.02 text extraction → chunking → extraction → deduplication, streaming, with provenance', async () => {
    const data = await makePdf([
      {
        heading: 'Acme Corporation',
        paragraphs: ['Acme Corporation was founded by Maria Lopez in 1990. It is based in Berlin.'],
      },
      {
        heading: 'Partners',
        paragraphs: [
          'Globex is headquartered in Paris. Acme Corporation and Globex work with Zentrix Ltd.',
        ],
      },
    ]);
    const progress: Progress[] = [];
    const onProgress = (p: Progress): void => {
      progress.push(p);
    };
    const pages = extractText({ id: DOCUMENT_ID, data }, { onProgress });
    const chunks = chunkPages(
      pages,
      {
        strategy: 'structure',
        size: 120,
        size_unit: 'characters',
        overlap: 0,
        respect_pages: true,
      },
      { onProgress },
    );
    const extractor = createExtractor(businessOntology, { engine: 'rules', concurrency: 2 });
    const results: ChunkExtraction[] = [];
    for await (const result of extractChunks(chunks, extractor, { concurrency: 2, onProgress }))
      results.push(result);

    expect(new Set(progress.map((p) => p.step))).toEqual(
      new Set(['text_extraction', 'chunking', 'extraction']),
    );
    const entities = results.flatMap((r) => r.entities);
    const relations = results.flatMap((r) => r.relations);
    const acmes = entities.filter((e) => e.label === 'Acme Corporation');
    expect(acmes.length).toBeGreaterThanOrEqual(2);
    expect(new Set(acmes.flatMap((e) => e.provenance.map((p) => p.page)))).toEqual(new Set([1, 2]));

    const rules = buildRules(entities, businessOntology, {
      target_recall: 0.95,
      max_predicates_per_conjunction: 2,
      sample_size: 1000,
    });
    const deduplicated = executeDedup(
      entities,
      relations,
      businessOntology,
      { match_threshold: 0.8 },
      { rules },
    );
    const acme = deduplicated.entities.filter((e) => e.label === 'Acme Corporation');
    expect(acme).toHaveLength(1);
    expect(acme[0]!.provenance).toHaveLength(acmes.reduce((n, e) => n + e.provenance.length, 0));
    const names = new Map(deduplicated.entities.map((e) => [e.id, e.label]));
    expect(
      deduplicated.relations
        .map((r) => `${r.relation_name}(${names.get(r.source_id)}, ${names.get(r.target_id)})`)
        .sort(),
    ).toEqual([
      'founded_by(Acme Corporation, Maria Lopez)',
      // "It is based in Berlin": the pronoun refers back to Acme Corporation.
      'headquartered_in(Acme Corporation, Berlin)',
      'headquartered_in(Globex, Paris)',
    ]);
  });

  it('maps failures to the step error shape runs store', () => {
    const controller = new AbortController();
    controller.abort();
    expect(toStepError(controller.signal.reason)).toEqual({
      code: 'canceled',
      message: 'The step was canceled.',
    });
    expect(toStepError(new Error('boom'))).toEqual({ code: 'internal', message: 'boom' });
  });
});
