import type {
  Project,
  ProjectCreateBody,
  ProjectListQuery,
  ProjectPatchBody,
} from '@ontoloom/contract';
import type { ProjectRow, UserRow } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { requireActive } from '../users/active-account';
import type { ProjectScope } from './project-access';
import type { ProjectsRepo } from './projects.repo';

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export function createProjectsService(deps: { projectsRepo: ProjectsRepo; now: () => Date }) {
  const { projectsRepo, now } = deps;

  return {
    async list(actor: UserRow, query: ProjectListQuery): Promise<Project[]> {
      requireActive(actor);
      return (await projectsRepo.list(actor.id, query.search || undefined)).map(toProject);
    },

    get: async ({ project }: ProjectScope): Promise<Project> => toProject(project),

    async create(actor: UserRow, body: ProjectCreateBody): Promise<Project> {
      requireActive(actor);
      const row = await projectsRepo.insert({
        ownerId: actor.id,
        name: body.name,
        description: body.description,
        createdAt: now(),
      });
      return toProject(row);
    },

    async update({ actor, project }: ProjectScope, body: ProjectPatchBody): Promise<Project> {
      const row = await projectsRepo.update(actor.id, project.id, {
        name: body.name,
        description: body.description,
        updatedAt: now(),
      });
      if (!row) throw new NotFoundError('project_not_found', 'Project');
      return toProject(row);
    },

    async remove({ actor, project }: ProjectScope): Promise<void> {
      if (!(await projectsRepo.delete(actor.id, project.id)))
        throw new NotFoundError('project_not_found', 'Project');
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
