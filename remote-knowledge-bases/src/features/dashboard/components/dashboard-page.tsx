import { Heading, Link, Stack, Text } from '@chakra-ui/react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { ErrorView, IntentLink } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { dashboardDataQueryOptions, dashboardQueryOptions } from '../../../api/dashboard-queries';
import { kbPath } from '../../../api/paths';
import { useDashboardParams } from '../use-dashboard-params';
import { ParametersBar } from './parameters-bar';
import { WidgetGrid } from './widget-grid';

/** R2.23: a dashboard evaluated with the URL's search params; clicks filter it (cross-filtering). */
export function DashboardPage() {
  const { t } = useTranslation('knowledgeBases');
  const { projectId = '', knowledgeBaseId = '', dashboardId = '' } = useParams();
  const scope = { projectId, kbId: knowledgeBaseId, dashboardId };
  const { data: config } = useSuspenseQuery(dashboardQueryOptions(scope));
  const { parameters, setParam } = useDashboardParams();
  const data = useQuery(dashboardDataQueryOptions(scope, parameters));

  return (
    <Stack gap="5">
      <Stack gap="1">
        <Heading as="h2" size="xl" wordBreak="break-word">
          {config.title}
        </Heading>
        <Text textStyle="sm">
          <Link asChild colorPalette="brand" textDecoration="underline">
            <IntentLink to={kbPath(projectId, knowledgeBaseId)}>
              {t('dashboard.backToKb')}
            </IntentLink>
          </Link>
        </Text>
      </Stack>
      <ParametersBar declared={config.parameters} values={parameters} onChange={setParam} />
      {data.isError ? (
        <ErrorView error={data.error} onRetry={() => void data.refetch()} />
      ) : (
        <WidgetGrid
          widgets={config.widgets}
          parameters={config.parameters}
          values={parameters}
          data={data.data}
          refreshing={data.isFetching && data.isPlaceholderData}
          onSetParam={(name, value) => setParam(name, value)}
        />
      )}
    </Stack>
  );
}
