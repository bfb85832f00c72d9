import type { ChunkingParameters } from '@ontoloom/contract/domain';
import type { StageOptions } from '../common/progress';
import { throwIfAborted } from '../common/progress';
import type { DocumentPage, ExtractedDocument } from '../text/document-model';
import type { Chunk } from './chunk';
import { Chunker } from './chunker';

/**
 * Chunking (stage 2): consumes one document's pages as they are extracted and yields its chunks.
 * `structure` cuts before headings, else at the last paragraph break, sentence end, line break or
 * space that fits (never inside a word); `fixed` cuts exact windows. Both apply the overlap.
 */
export async function* chunkPages(
  pages: AsyncIterable<DocumentPage> | Iterable<DocumentPage>,
  params: ChunkingParameters,
  options: StageOptions = {},
): AsyncGenerator<Chunk> {
  const { signal, onProgress } = options;
  const chunker = new Chunker(params);
  let done = 0;
  for await (const page of pages) {
    throwIfAborted(signal);
    yield* chunker.push(page);
    done += 1;
    onProgress?.({ step: 'chunking', done, total: page.page_count, unit: 'pages' });
  }
  throwIfAborted(signal);
  yield* chunker.end();
}

/** Chunks a document held in memory. */
export const chunkDocument = (document: ExtractedDocument, params: ChunkingParameters): Chunk[] => {
  const chunker = new Chunker(params);
  const chunks = document.pages.flatMap((page) => chunker.push(page));
  return [...chunks, ...chunker.end()];
};
