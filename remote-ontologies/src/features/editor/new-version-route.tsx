import type { OntologyVersionDetail } from '@ontoloom/contract';
import { queryClient, requireActiveUser, validateSearch } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { z } from 'zod';
import {
  ontologyQueryOptions,
  versionListQueryOptions,
  versionQueryOptions,
} from '../../api/ontology-queries';
import { VersionEditor } from './components/version-editor';

/** R2.19: optional default values for the new version's name and description. */
export const newVersionSearchSchema = z.object({
  name: z.string().catch('').default(''),
  description: z.string().catch('').default(''),
});

export const loader = async ({ request, params }: LoaderFunctionArgs) => {
  const projectId = params.projectId ?? '';
  const ontologyId = params.ontologyId ?? '';
  const defaults = validateSearch(newVersionSearchSchema, request);
  await requireActiveUser({ request });
  // Fetched (not taken from cache): archiving elsewhere must show here at once.
  await queryClient.fetchQuery(ontologyQueryOptions(projectId, ontologyId));
  const versions = await queryClient.fetchQuery(versionListQueryOptions(projectId, ontologyId));
  const latest = versions[0];
  const base: OntologyVersionDetail | null = latest
    ? await queryClient.ensureQueryData(versionQueryOptions(projectId, latest.id))
    : null;
  return { projectId, ontologyId, defaults, base };
};

export function Component() {
  const { t } = useTranslation('ontologies');
  const { projectId, ontologyId, defaults, base } = useLoaderData<typeof loader>();
  const { data: ontology } = useSuspenseQuery(ontologyQueryOptions(projectId, ontologyId));
  return (
    <VersionEditor
      key={base?.id ?? 'first'}
      ontology={ontology}
      base={base}
      defaults={defaults}
      initialMode={base ? 'editor' : 'yaml'}
      heading={t('editor.newHeading', { name: ontology.name })}
    />
  );
}
