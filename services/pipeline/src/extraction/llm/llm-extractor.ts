import { jsonrepair } from 'jsonrepair';
import OpenAI from 'openai';
import type { OntologyDocument } from '@ontoloom/contract/domain';
import type { Chunk } from '../../chunking/chunk';
import { countTokens } from '../../chunking/token-count';
import { LlmExtractionError } from '../../common/errors';
import { throwIfAborted } from '../../common/progress';
import { ontologyView } from '../ontology-view';
import type { ChunkExtraction, Extractor, TokenUsage } from '../types';
import { extractionJsonSchema, systemPrompt } from './json-schema';
import { validateAnswer } from './validate-answer';

export type LlmSettings = {
  /** Base URL of any OpenAI-compatible API, e.g. "https://api.openai.com/v1". */
  base_url: string;
  model: string;
  api_key?: string;
  /** Retries on 408/409/429/5xx and connection errors, with exponential backoff (default 4). */
  max_retries?: number;
  timeout_ms?: number;
  instructions?: string;
  classes?: string[];
  /** Reviewers' corrections of earlier runs on this ontology (`correctionsFrom`), as examples. */
  corrections?: string[];
};

/**
 * The `llm` engine: one chat-completions call per chunk with structured output (a JSON Schema
 * generated from the ontology version, strict mode), then strict validation of the answer. Retries
 * and backoff (honouring Retry-After) come from the official OpenAI client.
 */
export const createLlmExtractor = (
  ontology: OntologyDocument,
  settings: LlmSettings,
): Extractor => {
  const view = ontologyView(ontology, settings.classes);
  const schema = extractionJsonSchema(view);
  const system = systemPrompt(view, settings.instructions, settings.corrections);
  const client = new OpenAI({
    baseURL: settings.base_url,
    // Local servers often need no key, but the client insists on one.
    apiKey: settings.api_key || 'none',
    maxRetries: settings.max_retries ?? 4,
    timeout: settings.timeout_ms ?? 120_000,
  });

  const extract = async (
    chunk: Chunk,
    options: { signal?: AbortSignal } = {},
  ): Promise<ChunkExtraction> => {
    const { signal } = options;
    throwIfAborted(signal);
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
      completion = await client.chat.completions.create(
        {
          model: settings.model,
          temperature: 0,
          messages: [
            { role: 'system', content: system },
            { role: 'user', content: chunk.text },
          ],
          response_format: {
            type: 'json_schema',
            json_schema: { name: 'ontoloom_extraction', strict: true, schema },
          },
        },
        { signal },
      );
    } catch (error) {
      throwIfAborted(signal);
      if (error instanceof OpenAI.APIError) {
        throw new LlmExtractionError(
          'http',
          `The LLM endpoint failed: ${error.message}`,
          error.status ?? null,
          { cause: error },
        );
      }
      throw error;
    }
    const message = completion.choices[0]?.message;
    if (message?.refusal)
      throw new LlmExtractionError('refused', `The model refused: ${message.refusal}`);
    const content = message?.content ?? '';
    const answer = parseAnswer(content);
    const validated = validateAnswer(answer, chunk, view);
    return {
      document_id: chunk.document_id,
      chunk_id: chunk.id,
      ...validated,
      usage: usageOf(completion, system, chunk.text, content),
    };
  };

  return { engine: 'llm', extract };
};

/**
 * The model's JSON. Models that ignore the response format wrap it in a markdown fence, add a
 * sentence around it, or get cut off at the token limit: jsonrepair mends those (a cut-off list
 * keeps its complete items); text with no JSON in it is an `invalid_response`.
 */
export function parseAnswer(content: string): unknown {
  try {
    return JSON.parse(content);
  } catch (error) {
    // The whole text, then the object inside any prose around it, then from its start to the end
    // (a cut-off answer has no closing brace).
    const start = content.indexOf('{');
    const end = content.lastIndexOf('}');
    const candidates = [
      content,
      ...(start >= 0 && end > start ? [content.slice(start, end + 1)] : []),
      ...(start >= 0 ? [content.slice(start)] : []),
    ];
    for (const candidate of candidates) {
      try {
        // Only an object will do: repaired prose reads as a JSON string.
        const value: unknown = JSON.parse(jsonrepair(candidate));
        if (typeof value === 'object' && value !== null && !Array.isArray(value)) return value;
      } catch {
        // The next candidate.
      }
    }
    throw new LlmExtractionError('invalid_response', 'The model answer is not JSON.', null, {
      cause: error,
    });
  }
}

/** Token counts for credits: the server's own count, else ours (some local servers send none). */
const usageOf = (
  completion: OpenAI.Chat.Completions.ChatCompletion,
  system: string,
  user: string,
  content: string,
): TokenUsage => {
  if (completion.usage) {
    const { prompt_tokens, completion_tokens, total_tokens } = completion.usage;
    return { prompt_tokens, completion_tokens, total_tokens };
  }
  const prompt_tokens = countTokens(system) + countTokens(user);
  const completion_tokens = countTokens(content);
  return { prompt_tokens, completion_tokens, total_tokens: prompt_tokens + completion_tokens };
};
