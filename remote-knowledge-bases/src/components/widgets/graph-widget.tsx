import { lazy, Suspense, useState } from 'react';
import { Box, Button, Skeleton, Stack, Text, Wrap } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { WidgetBoundary } from '../widget-boundary';
import type { GraphData } from './cytoscape-graph';

// Cytoscape is loaded with the first graph, in its own chunk.
const CytoscapeGraph = lazy(() => import('./cytoscape-graph'));

export type GraphWidgetProps = {
  title: string;
  data: GraphData;
  onPick?: (label: string, id?: string) => void;
};

/**
 * An interactive graph (drag, zoom, click a node), named for screen readers, with its nodes as a
 * list of buttons behind a toggle: the keyboard way to pick one.
 */
export function GraphWidget({ title, data, onPick }: GraphWidgetProps) {
  const { t } = useTranslation('knowledgeBases');
  const [asList, setAsList] = useState(false);
  const label = t('dashboard.graphLabel', {
    title,
    nodes: data.nodes.length,
    edges: data.edges.length,
  });
  return (
    <Stack gap="2">
      <Box
        role="img"
        aria-label={label}
        height={{ base: '80', md: '96' }}
        borderWidth="1px"
        borderRadius="l2"
        overflow="hidden"
      >
        <WidgetBoundary
          fallback={
            <Text textStyle="sm" color="fg.muted" p="3">
              {t('dashboard.graphFailed')}
            </Text>
          }
        >
          <Suspense fallback={<Skeleton height="full" />}>
            <CytoscapeGraph data={data} onPick={onPick} />
          </Suspense>
        </WidgetBoundary>
      </Box>
      <Button
        size="xs"
        variant="ghost"
        alignSelf="start"
        aria-expanded={asList}
        onClick={() => setAsList(!asList)}
      >
        {asList ? t('dashboard.hideNodes') : t('dashboard.showNodes', { count: data.nodes.length })}
      </Button>
      {asList ? (
        <Wrap as="ul" listStyleType="none" gap="2" aria-label={t('dashboard.nodes')}>
          {data.nodes.map((node) => (
            <li key={node.id}>
              {onPick ? (
                <Button
                  size="xs"
                  variant="outline"
                  aria-label={t('dashboard.filterBy', { value: node.label })}
                  onClick={() => onPick(node.label, node.id)}
                >
                  <bdi>{node.label}</bdi>
                  <Text as="span" color="fg.muted">
                    {node.class_name}
                  </Text>
                </Button>
              ) : (
                <Text textStyle="sm">
                  <bdi>{node.label}</bdi> ({node.class_name})
                </Text>
              )}
            </li>
          ))}
        </Wrap>
      ) : null}
    </Stack>
  );
}
