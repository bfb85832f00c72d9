import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { ContractRouter } from '../http/contract-route';
import { createOntologiesRepo } from './ontologies.repo';
import { registerOntologyRoutes } from './ontologies.routes';
import { createOntologiesService } from './ontologies.service';
import { createOntologyTasks } from './ontology-tasks';

/** Ontologies and their versions wired together (one call from app.ts). */
export function registerOntologies(
  app: FastifyInstance,
  route: ContractRouter,
  deps: { db: Database; now: () => Date },
) {
  const tasks = createOntologyTasks();
  app.addHook('onClose', () => tasks.close());
  const ontologies = createOntologiesService({
    ontologiesRepo: createOntologiesRepo(deps.db),
    tasks,
    now: deps.now,
  });
  registerOntologyRoutes(route, ontologies);
}
