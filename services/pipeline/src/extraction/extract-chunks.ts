import type { OntologyDocument, ExtractionConfig } from '@ontoloom/contract/domain';
import type { Chunk } from '../chunking/chunk';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { LlmSettings } from './llm/llm-extractor';
import { createLlmExtractor } from './llm/llm-extractor';
import type { RulesExtractorOptions } from './rules/rules-extractor';
import { createRulesExtractor } from './rules/rules-extractor';
import type { ChunkExtraction, Extractor } from './types';

/** Builds the engine a run's extraction config names (`llm` needs the endpoint settings). */
export const createExtractor = (
  ontology: OntologyDocument,
  config: ExtractionConfig,
  engines: {
    llm?: Omit<LlmSettings, 'classes' | 'instructions' | 'corrections'>;
    rules?: RulesExtractorOptions;
  } = {},
  /** Reviewers' corrections of earlier runs on the same ontology (llm engine only). */
  corrections: string[] = [],
): Extractor => {
  if (config.engine === 'rules')
    return createRulesExtractor(ontology, { ...engines.rules, classes: config.classes });
  if (!engines.llm) throw new Error('The llm engine needs an endpoint (base URL, model, key).');
  return createLlmExtractor(ontology, {
    ...engines.llm,
    classes: config.classes,
    instructions: config.instructions,
    corrections,
  });
};

/**
 * Extraction (stage 3) over a stream of chunks: up to `concurrency` chunks in flight, results
 * yielded in chunk order (so output is deterministic), progress after each chunk. A failed chunk
 * rejects the stream; the run worker decides whether to retry it.
 */
export async function* extractChunks(
  chunks: AsyncIterable<Chunk> | Iterable<Chunk>,
  extractor: Extractor,
  options: StageOptions & { concurrency?: number; totalChunks?: number } = {},
): AsyncGenerator<ChunkExtraction> {
  const { signal, onProgress } = options;
  const concurrency = Math.max(1, options.concurrency ?? 4);
  const pending: Promise<ChunkExtraction>[] = [];
  const iterator = (
    Symbol.asyncIterator in chunks ? chunks[Symbol.asyncIterator]() : chunks[Symbol.iterator]()
  ) as AsyncIterator<Chunk> | Iterator<Chunk>;
  let exhausted = false;
  let done = 0;
  const fill = async (): Promise<void> => {
    while (!exhausted && pending.length < concurrency) {
      const next = await iterator.next();
      if (next.done) exhausted = true;
      else {
        const work = extractor.extract(next.value, { signal });
        // Rejections are observed when the result's turn comes; avoid an unhandled rejection meanwhile.
        work.catch(() => undefined);
        pending.push(work);
      }
    }
  };
  await fill();
  while (pending.length > 0) {
    throwIfAborted(signal);
    const result = await pending.shift()!;
    done += 1;
    onProgress?.({ step: 'extraction', done, total: options.totalChunks ?? null, unit: 'chunks' });
    yield result;
    await fill();
  }
}
