import type { StepName } from '@ontoloom/contract/domain';

export type ProgressUnit = 'pages' | 'characters' | 'chunks' | 'entities' | 'pairs';

/** `total` is null while a streaming stage cannot know it yet. */
export type Progress = {
  step: StepName;
  done: number;
  total: number | null;
  unit: ProgressUnit;
};

export type ProgressCallback = (progress: Progress) => void;

/** Options every stage accepts. */
export type StageOptions = {
  signal?: AbortSignal;
  onProgress?: ProgressCallback;
};

/** Throws the signal's reason (an AbortError DOMException unless the caller gave another). */
export const throwIfAborted = (signal: AbortSignal | undefined): void => {
  signal?.throwIfAborted();
};

// By name: an abort reason is a DOMException, which is not an Error in every realm (jest's vm).
export const isAbortError = (error: unknown): boolean => {
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
};
