import type { ContractRouter } from '../http/contract-route';
import type { ProjectsService } from './projects.service';

export function registerProjectRoutes(route: ContractRouter, projects: ProjectsService) {
  route('listProjects', ({ user, query }) => projects.list(user, query));
  route('getProject', ({ user, params }) => projects.get(user, params.project_id));
  route('createProject', ({ user, body }) => projects.create(user, body));
  route('updateProject', ({ user, params, body }) =>
    projects.update(user, params.project_id, body),
  );
  route('deleteProject', async ({ user, params }) => {
    await projects.remove(user, params.project_id);
    return null;
  });
}
