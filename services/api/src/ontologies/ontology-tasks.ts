import { Worker } from 'node:worker_threads';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { IssueLanguage, OntologyYamlError } from '@ontoloom/contract/ontology-yaml';
import { isSmallTask, runOntologyTask } from './ontology-work';

/**
 * Documents travel as JSON text: the event loop stores, sends and receives them without parsing
 * or serializing them.
 */
export type OntologyTask =
  | { kind: 'parseYaml'; text: string; language?: IssueLanguage }
  | { kind: 'stringify'; contentJson: string }
  | {
      kind: 'apply';
      baseJson: string | null;
      /** As received: checked against the contract in the worker, before they apply. */
      modifications: unknown;
    };

/** A valid document as JSON text, and its size exported as YAML (every default written out). */
export type BuiltContent = { contentJson: string; exportBytes: number };

export type OntologyTaskResult =
  | ({ kind: 'parseYaml'; ok: true } & BuiltContent)
  | { kind: 'parseYaml'; ok: false; errors: OntologyYamlError[] }
  | { kind: 'stringify'; yaml: string }
  | ({
      kind: 'apply';
      ok: true;
      /** The checked modifications as JSON text and as stored, made off the event loop. */
      modificationsJson: string;
      storedModifications: string;
    } & BuiltContent)
  | {
      kind: 'apply';
      ok: false;
      /** Paths within the operations. */
      issues: { path: string; message: string }[];
      /** The message, when one operation could not apply. */
      detail?: string;
    };

type ResultOf<K extends OntologyTask['kind']> = Extract<OntologyTaskResult, { kind: K }>;

type Reply = { id: number; result?: OntologyTaskResult; error?: string };

// The worker runs the TypeScript sources as the API does, through tsx's loader, registered in
// the worker itself (Node 20 does not apply `--import` hooks to a worker's entry file).
const tsxCommonJsApi = createRequire(import.meta.filename).resolve('tsx/esm/api');
const tsxApi = pathToFileURL(join(dirname(tsxCommonJsApi), 'index.mjs')).href;
const workerUrl = pathToFileURL(join(import.meta.dirname, 'ontology-worker.ts')).href;
const bootstrap = `import(${JSON.stringify(tsxApi)})
  .then(({ register }) => { register(); return import(${JSON.stringify(workerUrl)}); });`;

/**
 * Runs ontology tasks: small ones at once, large ones in one worker thread started on first use,
 * where they queue; the event loop only posts them and receives their results.
 */
export function createOntologyTasks() {
  let worker: Worker | undefined;
  let nextId = 0;
  type Pending = { resolve: (result: OntologyTaskResult) => void; reject: (error: Error) => void };
  const pending = new Map<number, Pending>();

  const start = () => {
    const started = new Worker(bootstrap, { eval: true });
    const fail = (error: Error) => {
      if (worker !== started) return;
      worker = undefined;
      for (const task of pending.values()) task.reject(error);
      pending.clear();
    };
    started.on('message', ({ id, result, error }: Reply) => {
      const task = pending.get(id);
      pending.delete(id);
      // Idle, the worker does not keep the process alive.
      if (pending.size === 0) started.unref();
      if (result) task?.resolve(result);
      else task?.reject(new Error(`ontology worker: ${error}`));
    });
    started.on('error', fail);
    started.on('exit', (code) => fail(new Error(`ontology worker exited with code ${code}`)));
    return started;
  };

  return {
    async run<T extends OntologyTask>(task: T): Promise<ResultOf<T['kind']>> {
      if (isSmallTask(task)) return runOntologyTask(task) as ResultOf<T['kind']>;
      worker ??= start();
      worker.ref();
      const id = nextId++;
      const posted = worker;
      return new Promise((resolveTask, reject) => {
        pending.set(id, { resolve: resolveTask as Pending['resolve'], reject });
        posted.postMessage({ id, task });
      });
    },
    async close() {
      const running = worker;
      worker = undefined;
      await running?.terminate();
      for (const task of pending.values()) task.reject(new Error('ontology worker closed'));
      pending.clear();
    },
  };
}

export type OntologyTasks = ReturnType<typeof createOntologyTasks>;
