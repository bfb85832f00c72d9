import type { ContractRouter } from '../http/contract-route';
import { routerOf, type DomainPlugin } from '../http/domain-plugin';
import { createProjectsService, type ProjectsService } from './projects.service';

export function registerProjectRoutes(route: ContractRouter, projects: ProjectsService) {
  route('listProjects', ({ user, query }) => projects.list(user, query));
  route('getProject', ({ project }) => projects.get(project));
  route('createProject', ({ user, body }) => projects.create(user, body));
  route('updateProject', ({ project, body }) => projects.update(project, body));
  route('deleteProject', async ({ project }) => {
    await projects.remove(project);
    return null;
  });
}

export const projectsPlugin: DomainPlugin = async (app, { core }) => {
  const projects = createProjectsService({ projectsRepo: core.projectsRepo, now: core.now });
  registerProjectRoutes(routerOf(app, core), projects);
};
