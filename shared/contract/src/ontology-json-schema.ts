import { z } from 'zod';
import { ontologyDocumentSchema } from './ontology-document';

let cached: Record<string, unknown> | undefined;

/**
 * JSON Schema (draft 2020-12) of the YAML document, for editors and LLM structured output.
 * `io: 'input'` because defaulted fields may be left out of a YAML file.
 */
export function ontologyDocumentJsonSchema(): Record<string, unknown> {
  cached ??= z.toJSONSchema(ontologyDocumentSchema, { io: 'input' }) as Record<string, unknown>;
  return cached;
}
