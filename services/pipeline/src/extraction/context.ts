/** How many chunks right before a chunk its context takes, besides the document's first. */
export const CONTEXT_CHUNKS_BEFORE = 2;

type ChunkText = { index: number; start: number; end: number; text: string };

/** The chunk indexes a chunk's context is read from: the document's first and the two before it. */
export const contextChunkIndexes = (index: number): number[] =>
  [...new Set([0, index - 2, index - 1])].filter((i) => i >= 0 && i < index);

/**
 * A chunk's context: the document's text before it, from its first chunk (where a document
 * introduces its parties, its subject, its defined terms) and the chunks right before it (the
 * antecedents of its pronouns), each part once (chunks overlap), in document order. Bounded by
 * the chunks' own size, so a chunk deep in a long document costs no more than one at its start.
 */
export const chunkContext = (
  chunk: { index: number; start: number },
  before: ChunkText[],
): string => {
  const wanted = new Set(contextChunkIndexes(chunk.index));
  const parts: string[] = [];
  let covered = -1;
  for (const piece of [...before]
    .filter((c) => wanted.has(c.index))
    .sort((a, b) => a.start - b.start)) {
    const from = Math.max(piece.start, covered);
    const to = Math.min(piece.end, chunk.start);
    if (to <= from) continue;
    const text = piece.text.slice(from - piece.start, to - piece.start);
    parts.push(from > covered && covered !== -1 ? `\n\n${text}` : text);
    covered = to;
  }
  return parts.join('');
};
