import type { Database } from '../db/client';
import type { ContractRouter } from '../http/contract-route';
import { createProjectsRepo } from '../projects/projects.repo';
import { createOntologiesRepo } from './ontologies.repo';
import { registerOntologyRoutes } from './ontologies.routes';
import { createOntologiesService } from './ontologies.service';

/** Ontologies and their versions wired together (one call from app.ts). */
export function registerOntologies(route: ContractRouter, deps: { db: Database; now: () => Date }) {
  const projectsRepo = createProjectsRepo(deps.db);
  const ontologies = createOntologiesService({
    ontologiesRepo: createOntologiesRepo(deps.db),
    projectExists: async (ownerId, projectId) =>
      (await projectsRepo.find(ownerId, projectId)) !== undefined,
    now: deps.now,
  });
  registerOntologyRoutes(route, ontologies);
}
