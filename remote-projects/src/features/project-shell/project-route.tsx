import { projectLoader } from '@ontoloom/platform';
import { useParams } from 'react-router';
import { projectQueryOptions } from '../../api/project-queries';
import { ProjectLayout } from './components/project-layout';

export const loader = projectLoader(projectQueryOptions);

export function Component() {
  const { projectId = '' } = useParams();
  return <ProjectLayout projectId={projectId} />;
}
