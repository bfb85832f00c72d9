import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import type { ContractRouter } from '../http/contract-route';
import { createProjectsRepo } from '../projects/projects.repo';
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
  const projectsRepo = createProjectsRepo(deps.db);
  const tasks = createOntologyTasks();
  app.addHook('onClose', () => tasks.close());
  const ontologies = createOntologiesService({
    ontologiesRepo: createOntologiesRepo(deps.db),
    projectExists: async (ownerId, projectId) =>
      (await projectsRepo.find(ownerId, projectId)) !== undefined,
    tasks,
    now: deps.now,
  });
  registerOntologyRoutes(route, ontologies);
}
