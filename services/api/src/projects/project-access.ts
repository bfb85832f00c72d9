import type { ProjectRow, UserRow } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { requireActive } from '../users/active-account';
import type { ProjectsRepo } from './projects.repo';

declare const checked: unique symbol;

/**
 * A project the actor may work in. Only {@link ProjectAccess.open} makes one, so a service that
 * takes a scope cannot be reached for a project nobody checked.
 */
export type ProjectScope = {
  readonly actor: UserRow;
  readonly project: ProjectRow;
  readonly [checked]: true;
};

/**
 * The one access rule of everything under `/api/projects/{project_id}`: an active account, and
 * a project it owns. Another user's project does not exist for the actor (404, never 403), so
 * ids cannot be probed. The contract router applies it to every route whose path has
 * `{project_id}`; domains receive the scope.
 */
export function createProjectAccess(projectsRepo: ProjectsRepo) {
  return {
    async open(actor: UserRow, projectId: string): Promise<ProjectScope> {
      requireActive(actor);
      const project = await projectsRepo.find(actor.id, projectId);
      if (!project) throw new NotFoundError('project_not_found', 'Project');
      return { actor, project } as ProjectScope;
    },
  };
}

export type ProjectAccess = ReturnType<typeof createProjectAccess>;
