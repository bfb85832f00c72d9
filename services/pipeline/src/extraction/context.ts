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
 * The chunk's text follows it directly: it ends where the chunk starts, or with a paragraph
 * break where it stops short.
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
  // Where the context stops short of the chunk, a paragraph break stands for what is between;
  // where it runs up to the chunk, the two read on as one text (a name cut by the chunk's
  // boundary, "… on behalf of Savanna | Grid Technologies Limited", stays one name).
  if (parts.length > 0 && covered < chunk.start) parts.push('\n\n');
  return parts.join('');
};
