import type {
  DroppedItem,
  ExtractedEntity,
  ExtractedRelation,
  Provenance,
} from '@ontoloom/contract/domain';
import type { Chunk } from '../chunking/chunk';

export type PropertySource = { confidence: number; provenance: Provenance };

/**
 * An extracted entity: the contract's shape plus a confidence, and for every property value
 * (aligned by index with `properties[name]`) where it was read and how sure the engine is.
 */
export type Entity = ExtractedEntity & {
  confidence: number;
  property_sources: Record<string, PropertySource[]>;
};

export type Relation = ExtractedRelation & { confidence: number };

export type TokenUsage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

export type ChunkExtraction = {
  document_id: string;
  chunk_id: string;
  entities: Entity[];
  relations: Relation[];
  /** Items the engine refused because the ontology does not allow them (strict mode). */
  dropped: DroppedItem[];
  usage: TokenUsage;
};

/** Both engines (`rules`, `llm`) behind one interface; an extractor handles one chunk at a time. */
export type ExtractOptions = {
  signal?: AbortSignal;
  /**
   * The document's text before the chunk (`chunkContext`): names, defined terms and antecedents
   * introduced there are read, nothing in it is extracted. The chunk's text follows it directly
   * (it ends with a paragraph break where it is not contiguous). The rules engine uses it.
   */
  context?: string;
};

export type Extractor = {
  engine: 'rules' | 'llm';
  extract(chunk: Chunk, options?: ExtractOptions): Promise<ChunkExtraction>;
};

export const NO_USAGE: TokenUsage = { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 };
