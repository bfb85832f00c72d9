import type { OntologyVersionDetail } from '@ontoloom/contract';
import { queryClient } from '@ontoloom/platform';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams, useRouteLoaderData, type LoaderFunctionArgs } from 'react-router';
import { ontologyQueryOptions } from '../../api/ontology-queries';
import { VERSION_ROUTE_ID } from '../../route-ids';
import { VersionEditor } from './components/version-editor';

export const loader = async ({ params }: LoaderFunctionArgs) => {
  // Fetched (not taken from cache): archiving elsewhere must show here at once (R2.21).
  await queryClient.fetchQuery(
    ontologyQueryOptions(params.projectId ?? '', params.ontologyId ?? ''),
  );
  return null;
};

/** R2.21: editing saves a new version based on this one (versions are immutable). */
export function Component() {
  const { t } = useTranslation('ontologies');
  const { projectId = '', ontologyId = '' } = useParams();
  const version = useRouteLoaderData(VERSION_ROUTE_ID) as OntologyVersionDetail;
  const { data: ontology } = useSuspenseQuery(ontologyQueryOptions(projectId, ontologyId));
  return (
    <VersionEditor
      key={version.id}
      ontology={ontology}
      base={version}
      defaults={{ name: version.name, description: version.description }}
      initialMode="editor"
      heading={t('editor.editHeading', { number: version.version_number })}
    />
  );
}
