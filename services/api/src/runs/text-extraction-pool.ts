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

/** Documents handed to the child at once: the one it reads, and the next waiting in its pipe. */
const IN_FLIGHT = 2;

type Pending = { request: TextExtractionRequest; resolve: (result: TextExtractionResult) => void };

/**
 * Text extraction off the event loop, one document at a time in one child process with a bounded
 * heap (a worker thread's resourceLimits did not hold: an inflating DOCX aborted the whole process).
 * The next document is already in the child's pipe while it reads one, so the child never waits
 * for this process (busy writing the previous document's pages) to send it work. A document that
 * exhausts the heap or the time fails alone; the documents behind it go to a new child.
 */
export function createTextExtractor({
  maxHeapMb = 256,
  timeoutMs = 120_000,
}: TextExtractorOptions = {}) {
  let child: ChildProcess | undefined;
  let nextId = 0;
  /** Sent to the child, oldest first: the child reads them in this order, the first one now. */
  let sent: Pending[] = [];
  /** Not sent yet. */
  const waiting: Pending[] = [];
  let timer: NodeJS.Timeout | undefined;

  const idle = (current: ChildProcess) => {
    // Idle, the child does not keep the process alive.
    current.unref();
    current.channel?.unref();
  };

  /** The child read its first document, or failed on it: the clock starts for the next one. */
  const startClock = () => {
    clearTimeout(timer);
    timer = undefined;
    const head = sent[0];
    if (!head) return;
    timer = setTimeout(
      () =>
        replaceChild({
          ok: false,
          error: {
            code: 'timeout',
            message: `Reading the document took over ${Math.round(timeoutMs / 1000)} s`,
          },
        }),
      timeoutMs,
    );
  };

  /**
   * The child is gone or must go: the document it was reading gets `headResult`, the ones behind
   * it are sent again to a new child.
   */
  const replaceChild = (headResult: TextExtractionResult) => {
    const current = child;
    child = undefined;
    clearTimeout(timer);
    timer = undefined;
    if (current) {
      current.removeAllListeners('message');
      current.removeAllListeners('error');
      current.removeAllListeners('exit');
      current.kill('SIGKILL');
    }
    const [head, ...behind] = sent;
    sent = [];
    waiting.unshift(...behind);
    head?.resolve(headResult);
    pump();
  };

  const start = () => {
    const started = fork(childPath, [], {
      execArgv: ['--import', tsxLoader, `--max-old-space-size=${maxHeapMb}`],
      serialization: 'advanced',
      stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
    });
    started.on('message', (reply: TextExtractionReply | { ready: true }) => {
      if ('ready' in reply) return;
      const head = sent[0];
      if (started !== child || !head || reply.id !== head.request.id) return;
      sent.shift();
      head.resolve(
        reply.ok ? { ok: true, document: reply.document } : { ok: false, error: reply.error },
      );
      startClock();
      pump();
      if (sent.length === 0) idle(started);
    });
    started.on('error', (error: Error) => {
      if (started !== child) return;
      replaceChild({
        ok: false,
        error: { code: 'corrupt', message: `The file could not be read: ${error.message}` },
      });
    });
    // The child only exits on its own when it runs out of memory (V8 aborts it).
    started.on('exit', () => {
      if (started === child) replaceChild({ ok: false, error: TOO_LARGE });
    });
    return started;
  };

  function pump() {
    while (waiting.length > 0 && sent.length < IN_FLIGHT) {
      const current = (child ??= start());
      current.ref();
      current.channel?.ref();
      const next = waiting.shift()!;
      sent.push(next);
      if (sent.length === 1) startClock();
      current.send(next.request);
    }
  }

  return {
    /**
     * Starts the child now, so the first document of a run doesn't wait for it to load its
     * parsers (about a second); it stays idle, and doesn't keep the process alive.
     */
    warm(): Promise<void> {
      if (child) return Promise.resolve();
      const warmed = start();
      child = warmed;
      idle(warmed);
      // Resolves once the child has loaded its parsers (or is gone: the first document starts
      // another).
      return new Promise((resolve) => {
        const done = () => {
          warmed.off('message', onMessage);
          warmed.off('exit', done);
          resolve();
        };
        const onMessage = (message: unknown) => {
          if (typeof message === 'object' && message !== null && 'ready' in message) done();
        };
        warmed.on('message', onMessage);
        warmed.once('exit', done);
      });
    },
    /** Extracts one document; documents take their turn in the child. */
    extract(document: TextExtractionRequest['document']): Promise<TextExtractionResult> {
      return new Promise((resolve) => {
        waiting.push({ request: { id: nextId++, document }, resolve });
        pump();
      });
    },
    async close() {
      clearTimeout(timer);
      child?.removeAllListeners();
      child?.kill('SIGKILL');
      child = undefined;
    },
  };
}

export type TextExtractor = ReturnType<typeof createTextExtractor>;
