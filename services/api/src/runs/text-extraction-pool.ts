import { fork, type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { StepError } from '@ontoloom/contract';
import type { ExtractedDocument } from '@ontoloom/pipeline';

export type TextExtractionRequest = {
  id: number;
  document: { id: string; name: string; mediaType: string; data: Uint8Array };
};
export type TextExtractionReply =
  | { id: number; ok: true; document: ExtractedDocument }
  | { id: number; ok: false; error: StepError };
export type TextExtractionResult =
  { ok: true; document: ExtractedDocument } | { ok: false; error: StepError };

export type TextExtractorOptions = {
  /** The child's heap: a file needing more (a DOCX that inflates to hundreds of MiB) fails. */
  maxHeapMb?: number;
  /** A file taking longer fails, and the child is replaced. */
  timeoutMs?: number;
};

// The child runs the TypeScript sources through tsx's loader, as the API does.
const tsxLoader = pathToFileURL(createRequire(import.meta.filename).resolve('tsx/esm')).href;
const childPath = join(import.meta.dirname, 'text-extraction-child.ts');

const TOO_LARGE: StepError = {
  code: 'too_large',
  message:
    'The document needs more memory to read than a document may use (a compressed file that inflates too much?)',
};

/**
 * Text extraction off the event loop, one document at a time in one child process with a bounded
 * heap (a worker thread's resourceLimits did not hold: an inflating DOCX aborted the whole process).
 * A document that exhausts the heap or the time fails alone; the next one gets a new child.
 */
export function createTextExtractor({
  maxHeapMb = 256,
  timeoutMs = 120_000,
}: TextExtractorOptions = {}) {
  let child: ChildProcess | undefined;
  let nextId = 0;
  let tail: Promise<unknown> = Promise.resolve();

  const start = () =>
    fork(childPath, [], {
      execArgv: ['--import', tsxLoader, `--max-old-space-size=${maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });

  const runOne = (request: TextExtractionRequest): Promise<TextExtractionResult> =>
    new Promise((resolve) => {
      const current = (child ??= start());
      current.ref();
      current.channel?.ref();
      const finish = (result: TextExtractionResult, replace: boolean) => {
        clearTimeout(timer);
        current.off('message', onMessage);
        current.off('error', onError);
        current.off('exit', onExit);
        if (replace) {
          if (child === current) child = undefined;
          current.kill('SIGKILL');
        } else {
          // Idle, the child does not keep the process alive.
          current.unref();
          current.channel?.unref();
        }
        resolve(result);
      };
      const onMessage = (reply: TextExtractionReply) => {
        if (reply.id !== request.id) return;
        finish(
          reply.ok ? { ok: true, document: reply.document } : { ok: false, error: reply.error },
          false,
        );
      };
      const onError = (error: Error) =>
        finish(
          {
            ok: false,
            error: { code: 'corrupt', message: `The file could not be read: ${error.message}` },
          },
          true,
        );
      // The child only exits on its own when it runs out of memory (V8 aborts it).
      const onExit = () => finish({ ok: false, error: TOO_LARGE }, true);
      const timer = setTimeout(
        () =>
          finish(
            {
              ok: false,
              error: {
                code: 'timeout',
                message: `Reading the document took over ${Math.round(timeoutMs / 1000)} s`,
              },
            },
            true,
          ),
        timeoutMs,
      );
      current.on('message', onMessage);
      current.on('error', onError);
      current.on('exit', onExit);
      current.send(request);
    });

  return {
    /** Extracts one document; documents wait their turn for the thread. */
    extract(document: TextExtractionRequest['document']): Promise<TextExtractionResult> {
      const request = { id: nextId++, document };
      const result = tail.then(() => runOne(request));
      tail = result.catch(() => undefined);
      return result;
    },
    async close() {
      child?.kill('SIGKILL');
      child = undefined;
    },
  };
}

export type TextExtractor = ReturnType<typeof createTextExtractor>;
