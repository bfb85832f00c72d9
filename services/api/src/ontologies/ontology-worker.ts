/**
 * Runs in a worker thread (see ontology-tasks.ts): the large ontology tasks, so the API's event
 * loop keeps answering meanwhile.
 */
import { parentPort } from 'node:worker_threads';
import type { OntologyTask } from './ontology-tasks';
import { runOntologyTask } from './ontology-work';

parentPort?.on('message', ({ id, task }: { id: number; task: OntologyTask }) => {
  try {
    parentPort?.postMessage({ id, result: runOntologyTask(task) });
  } catch (error) {
    parentPort?.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
