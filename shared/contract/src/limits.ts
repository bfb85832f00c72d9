const KiB = 1024;
const MiB = 1024 * KiB;

/**
 * The sizes the API accepts, in one place: the server enforces them (413 for a body, 422 naming
 * the field for content) and the editor checks the same numbers before sending. Each is chosen so
 * that the largest accepted request keeps the API's event loop free (test/event-loop.test.ts).
 */
export const limits = {
  /** Any request body, in bytes. */
  bodyBytes: 1 * MiB,
  /** A new ontology version's body: room for `ontologyModifications` operations. */
  ontologyVersionBodyBytes: 2 * MiB,
  /** Operations in one `from_modifications` request. */
  ontologyModifications: 5000,
  /**
   * An ontology YAML text, in UTF-8 bytes; a version's content must also fit in it once
   * exported, so every version can be exported and imported again.
   */
  ontologyYamlBytes: 256 * KiB,
  /** Nesting of mappings and sequences in an ontology YAML text. */
  ontologyYamlDepth: 20,
  /** Aliases (`*name`) in an ontology YAML text: more only serve to blow a document up. */
  ontologyYamlAliases: 100,
  ontologyClasses: 1000,
  ontologyRelations: 2000,
  classProperties: 100,
  /** Entries of each list of words in a class or relation (aliases, examples, patterns, cues). */
  ontologyListItems: 100,
  /** Characters of one entry of those lists. */
  ontologyListItemLength: 500,
  /** Ids (entities, relations, provenance entries, values) one manual modification of run results names. */
  runActionItems: 1000,
} as const;

export type Limits = typeof limits;

/** `1048576` → `1 MiB`, `524288` → `512 KiB`: how a size limit reads in an error message. */
export function formatBytes(bytes: number): string {
  if (bytes % MiB === 0) return `${bytes / MiB} MiB`;
  if (bytes % KiB === 0) return `${bytes / KiB} KiB`;
  return `${bytes} bytes`;
}

/** UTF-8 length of a text, which is what byte limits count. */
export const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

/** What the chat service bounds, in one place: the panel checks the same numbers. */
export const chatLimits = {
  /** Characters of one user message. */
  messageLength: 4000,
  /** Messages (user and assistant) in one thread. */
  threadMessages: 200,
  /** Threads one user keeps per context. */
  threadsPerContext: 100,
} as const;
