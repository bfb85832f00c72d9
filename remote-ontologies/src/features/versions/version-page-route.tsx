import type { OntologyVersionDetail } from '@ontoloom/contract';
import { useParams, useRouteLoaderData } from 'react-router';
import { VersionPage } from './components/version-page';
import { VERSION_ROUTE_ID } from '../../route-ids';

export function Component() {
  const { projectId = '', ontologyId = '' } = useParams();
  const version = useRouteLoaderData(VERSION_ROUTE_ID) as OntologyVersionDetail;
  return <VersionPage projectId={projectId} ontologyId={ontologyId} version={version} />;
}
