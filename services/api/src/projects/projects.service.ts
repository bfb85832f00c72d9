import type {
  Project,
  ProjectCreateBody,
  ProjectListQuery,
  ProjectPatchBody,
} from '@ontoloom/contract';
import type { ProjectRow, UserRow } from '../db/schema/index';
import { ForbiddenError, NotFoundError } from '../errors';
import type { ProjectsRepo } from './projects.repo';

const toProject = (row: ProjectRow): Project => ({
  id: row.id,
  name: row.name,
  description: row.description,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** Full access (projects and everything in them) needs an active account. */
export function requireActive(actor: UserRow): void {
  if (actor.status !== 'active') {
    throw new ForbiddenError(`Your account is not active (status: ${actor.status})`);
  }
}

export function createProjectsService(deps: { projectsRepo: ProjectsRepo; now: () => Date }) {
  const { projectsRepo, now } = deps;

  return {
    async list(actor: UserRow, query: ProjectListQuery): Promise<Project[]> {
      requireActive(actor);
      return (await projectsRepo.list(actor.id, query.search || undefined)).map(toProject);
    },

    async get(actor: UserRow, id: string): Promise<Project> {
      requireActive(actor);
      const row = await projectsRepo.find(actor.id, id);
      if (!row) throw new NotFoundError('Project');
      return toProject(row);
    },

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

    async update(actor: UserRow, id: string, body: ProjectPatchBody): Promise<Project> {
      requireActive(actor);
      const row = await projectsRepo.update(actor.id, id, {
        name: body.name,
        description: body.description,
        updatedAt: now(),
      });
      if (!row) throw new NotFoundError('Project');
      return toProject(row);
    },

    async remove(actor: UserRow, id: string): Promise<void> {
      requireActive(actor);
      if (!(await projectsRepo.delete(actor.id, id))) throw new NotFoundError('Project');
    },
  };
}

export type ProjectsService = ReturnType<typeof createProjectsService>;
