import { Suspense, useState } from 'react';
import { Button, Flex, Heading, Stack } from '@chakra-ui/react';
import { CardsSkeleton } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { CreateProjectDialog } from './create-project-dialog';
import { ProjectList } from './project-list';
import { ProjectSearch } from './project-search';

export type ProjectsPageProps = { search: string };

export function ProjectsPage({ search }: ProjectsPageProps) {
  const { t } = useTranslation('projects');
  const [creating, setCreating] = useState(false);
  return (
    <>
      <Stack gap="6">
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl">
            {t('list.title')}
          </Heading>
          <Button colorPalette="brand" onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        </Flex>
        <ProjectSearch value={search} />
        {/* R2.13: the 6-card skeleton holds the place of the list while it loads. */}
        <Suspense fallback={<CardsSkeleton count={6} />}>
          <ProjectList search={search} onCreate={() => setCreating(true)} />
        </Suspense>
      </Stack>
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
