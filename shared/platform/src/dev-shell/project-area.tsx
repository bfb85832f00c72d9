import { Card, Heading, Link as ChakraLink, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Project } from '@ontoloom/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { generatePath, redirect, type RouteObject } from 'react-router';
import { apiRequest } from '../api/api-client';
import { i18n } from '../i18n/i18n';
import { projectLoader } from '../routing/project-loader';
import type { RouteHandle } from '../routing/route-handle';
import { RouteErrorBoundary } from '../routing/route-error-boundary';
import { IntentLink } from '../routing/preload';
import { CardsSkeleton } from '../ui/cards-skeleton';
import { ErrorView } from '../ui/error-view';
import { DEV_SHELL_NAMESPACE } from './locales';
import type { DevShellMount } from './types';

// Keys of the shell's own queries: never shaped like a remote's, so nothing collides.
const devProjectKeys = {
  list: () => ['dev-shell', 'projects'] as const,
  detail: (id: string) => ['dev-shell', 'projects', id] as const,
};

const projectsQueryOptions = () =>
  queryOptions({
    queryKey: devProjectKeys.list(),
    queryFn: ({ signal }) => apiRequest('listProjects', { signal }),
  });

const projectQueryOptions = (projectId: string) =>
  queryOptions({
    queryKey: devProjectKeys.detail(projectId),
    queryFn: ({ signal }) =>
      apiRequest('getProject', { params: { project_id: projectId }, signal }),
  });

/** What remote-projects' project route does for the areas the host nests in it. */
const loadProject = projectLoader(projectQueryOptions);

export type DevProjectListProps = {
  /** Where a project's link goes: the remote's area in that project. */
  areaPath: (projectId: string) => string;
};

/** The way into a project-scoped remote: the user's projects, each linking to the remote. */
export const DevProjectList = ({ areaPath }: DevProjectListProps) => {
  const { t } = useTranslation(DEV_SHELL_NAMESPACE);
  const projects = useQuery(projectsQueryOptions());
  return (
    <Stack gap="4">
      <Stack gap="1">
        <Heading as="h1" size="xl">
          {t('projects.title')}
        </Heading>
        <Text color="fg.muted">{t('projects.description')}</Text>
      </Stack>
      {projects.isPending && <CardsSkeleton />}
      {projects.isError && (
        <ErrorView error={projects.error} onRetry={() => void projects.refetch()} />
      )}
      {projects.data?.length === 0 && <Text>{t('projects.empty')}</Text>}
      {projects.data && projects.data.length > 0 && (
        <SimpleGrid as="ul" columns={{ base: 1, md: 2, lg: 3 }} gap="4" listStyleType="none">
          {projects.data.map((project) => (
            <Card.Root as="li" key={project.id} size="sm">
              <Card.Body gap="1">
                <ChakraLink asChild colorPalette="brand" fontWeight="semibold">
                  <IntentLink to={areaPath(project.id)}>{project.name}</IntentLink>
                </ChakraLink>
                {project.description && (
                  <Text color="fg.muted" textStyle="sm" lineClamp={2}>
                    {project.description}
                  </Text>
                )}
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
};

const crumb = (key: string): RouteHandle => ({ breadcrumb: () => i18n.t(key, { ns: 'common' }) });
const projectCrumb: RouteHandle = {
  breadcrumb: (match) => (match.data as Project | undefined)?.name ?? '',
};

/**
 * A mount as the remote registry resolves it (`mountOf` of `@ontoloom/federation/remotes`):
 * its path, its host layout and breadcrumb, and for a nested mount where it hangs.
 */
export type RegistryMount = {
  path: string;
  layout: 'public' | 'app';
  breadcrumbKey?: string;
  parent?: { path: string; at: string; segment: string };
};

/**
 * Mounts for a remote the host nests in remote-projects' project slot (remote-ontologies at
 * `projects/:projectId/ontologies`, runs, knowledge bases): the parent's path lists the projects,
 * the slot's route loads the project (its breadcrumb, its not-found view) and the segment under
 * it holds the remote's routes. Paths come from the registry; the slot's parameter is
 * `projectId`, which the project loader reads.
 */
export const projectAreaMounts = (
  mount: RegistryMount & { parent: NonNullable<RegistryMount['parent']> },
  routes: RouteObject[],
): DevShellMount[] => {
  const { path, at, segment } = mount.parent;
  return [
    {
      path,
      ...(mount.breadcrumbKey === undefined ? {} : { handle: crumb(mount.breadcrumbKey) }),
      routes: [
        {
          index: true,
          element: (
            <DevProjectList
              areaPath={(projectId) =>
                `/${generatePath(`${path}/${at}/${segment}`, { projectId })}`
              }
            />
          ),
        },
        {
          path: at,
          handle: projectCrumb,
          loader: loadProject,
          errorElement: <RouteErrorBoundary />,
          children: [
            { index: true, loader: () => redirect(segment), element: null },
            { path: segment, children: routes },
          ],
        },
      ],
    },
  ];
};

/**
 * The dev shell's mounts of a remote, where the host puts it: at its top-level path in its
 * layout (signed-out pages are public) with its breadcrumb, or nested in a project.
 */
export const devShellMounts = (mount: RegistryMount, routes: RouteObject[]): DevShellMount[] => {
  const { parent } = mount;
  if (parent) return projectAreaMounts({ ...mount, parent }, routes);
  return [
    {
      path: mount.path,
      routes,
      access: mount.layout === 'public' ? 'public' : 'active',
      ...(mount.breadcrumbKey === undefined ? {} : { handle: crumb(mount.breadcrumbKey) }),
    },
  ];
};
