import { useState } from 'react';
import { SimpleGrid } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { Project } from '@ontoloom/contract';
import { projectListQueryOptions } from '../../../api/project-queries';
import { ProjectCard } from './project-card';
import { DeleteProjectDialog } from './delete-project-dialog';
import { ProjectsEmptyState } from './projects-empty-state';
import { RenameProjectDialog } from './rename-project-dialog';

export type ProjectListProps = { search: string; onCreate: () => void };

export function ProjectList({ search, onCreate }: ProjectListProps) {
  const { data: projects } = useSuspenseQuery(projectListQueryOptions(search));
  const [renaming, setRenaming] = useState<Project | null>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);

  if (projects.length === 0) {
    return <ProjectsEmptyState search={search} onCreate={onCreate} />;
  }

  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {projects.map((project) => (
          <li key={project.id}>
            <ProjectCard project={project} onRename={setRenaming} onDelete={setDeleting} />
          </li>
        ))}
      </SimpleGrid>
      <RenameProjectDialog project={renaming} onClose={() => setRenaming(null)} />
      <DeleteProjectDialog project={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
