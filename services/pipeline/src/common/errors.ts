import { isAbortError } from './progress';

export type TextExtractionErrorCode = 'corrupt' | 'encrypted' | 'unsupported_format';

/** A document that cannot be read; the run marks that document failed and goes on with the others. */
export class TextExtractionError extends Error {
  override readonly name = 'TextExtractionError';

  constructor(
    readonly code: TextExtractionErrorCode,
    readonly documentId: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export type LlmErrorCode = 'http' | 'invalid_response' | 'refused';

/** The LLM endpoint failed after its retries, or answered something that is not the schema. */
export class LlmExtractionError extends Error {
  override readonly name = 'LlmExtractionError';

  constructor(
    readonly code: LlmErrorCode,
    message: string,
    readonly status: number | null = null,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The shape run steps store (`StepError` in the contract). */
export const toStepError = (error: unknown): { code: string; message: string } => {
  if (error instanceof TextExtractionError || error instanceof LlmExtractionError) {
    return { code: error.code, message: error.message };
  }
  if (isAbortError(error)) {
    return { code: 'canceled', message: 'The step was canceled.' };
  }
  return { code: 'internal', message: error instanceof Error ? error.message : String(error) };
};
