import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import { createOntologiesRepo } from './ontologies.repo';
import { registerOntologyRoutes } from './ontologies.routes';
import { createOntologiesService } from './ontologies.service';
import { createOntologyTasks } from './ontology-tasks';

/** Ontologies and their versions; the worker pool closes with the app. */
export const ontologiesPlugin: DomainPlugin = async (app, { core }) => {
  const tasks = createOntologyTasks();
  app.addHook('onClose', () => tasks.close());
  const ontologies = createOntologiesService({
    ontologiesRepo: createOntologiesRepo(core.db),
    tasks,
    now: core.now,
  });
  registerOntologyRoutes(routerOf(app, core), ontologies);
};
