import { Heading, Link, Stack, Text, Wrap } from '@chakra-ui/react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { IntentLink } from '@ontoloom/platform';
import { useTranslation } from 'react-i18next';
import { dashboardsQueryOptions, type KbScope } from '../../../api/kb-queries';
import { dashboardPath } from '../../../api/paths';

/** R2.22: the knowledge base's dashboards, each a link to its page. */
export function DashboardLinks({ scope }: { scope: KbScope }) {
  const { t } = useTranslation('knowledgeBases');
  const { data: dashboards } = useSuspenseQuery(dashboardsQueryOptions(scope));
  return (
    <Stack as="section" gap="2" aria-labelledby="kb-dashboards">
      <Heading as="h3" size="md" id="kb-dashboards">
        {t('detail.dashboards')}
      </Heading>
      {dashboards.length === 0 ? (
        <Text textStyle="sm" color="fg.muted">
          {t('detail.noDashboards')}
        </Text>
      ) : (
        <Wrap as="ul" listStyleType="none" gap="2">
          {dashboards.map((dashboard) => (
            <li key={dashboard.id}>
              <Link
                asChild
                display="inline-block"
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="l2"
                textStyle="sm"
                fontWeight="medium"
                colorPalette="brand"
              >
                <IntentLink to={dashboardPath(scope.projectId, scope.kbId, dashboard.id)}>
                  {dashboard.title}
                </IntentLink>
              </Link>
            </li>
          ))}
        </Wrap>
      )}
    </Stack>
  );
}
