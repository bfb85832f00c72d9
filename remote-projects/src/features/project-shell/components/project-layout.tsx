import { Heading, Stack, Text } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { projectQueryOptions } from '../../../api/project-queries';
import { ProjectNav } from './project-nav';

export type ProjectLayoutProps = { projectId: string };

export function ProjectLayout({ projectId }: ProjectLayoutProps) {
  // Read from the cache the loader filled, so a rename elsewhere shows here too.
  const { data: project } = useSuspenseQuery(projectQueryOptions(projectId));
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" size="2xl" wordBreak="break-word" dir="auto">
          {project.name}
        </Heading>
        {project.description ? (
          <Text color="fg.muted" whiteSpace="pre-line" dir="auto">
            {project.description}
          </Text>
        ) : null}
      </Stack>
      <ProjectNav />
      <Outlet />
    </Stack>
  );
}
