import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@ontoloom/platform';
import { projectKeys } from './project-keys';

export const fetchProjects = (search: string, signal?: AbortSignal) =>
  // An empty search is left out so the server's default (every project) applies.
  apiRequest('listProjects', { query: search ? { search } : {}, signal });

export const fetchProject = (projectId: string, signal?: AbortSignal) =>
  apiRequest('getProject', { params: { project_id: projectId }, signal });

export const projectListQueryOptions = (search: string) =>
  queryOptions({
    queryKey: projectKeys.list(search),
    queryFn: ({ signal }) => fetchProjects(search, signal),
  });

export const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.detail(projectId),
    queryFn: ({ signal }) => fetchProject(projectId, signal),
  });
