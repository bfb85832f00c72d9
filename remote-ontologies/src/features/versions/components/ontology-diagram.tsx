import '@xyflow/react/dist/style.css';
import { useMemo, useSyncExternalStore } from 'react';
import { Box, useBreakpointValue } from '@chakra-ui/react';
import type { OntologyDocument } from '@ontoloom/contract';
import {
  Background,
  Controls,
  MarkerType,
  Position,
  ReactFlow,
  type EdgeTypes,
  type NodeTypes,
  type ReactFlowProps,
} from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { ClassNodeCard } from './class-node';
import {
  layoutOntology,
  type ClassNode,
  type LayoutDirection,
  type RelationEdge,
} from './ontology-layout';
import { RelationEdgeLine } from './relation-edge';

export { layoutOntology } from './ontology-layout';

export type OntologyDiagramProps = { content: OntologyDocument };

const nodeTypes: NodeTypes = { ontologyClass: ClassNodeCard };
const edgeTypes: EdgeTypes = { relation: RelationEdgeLine };

// The diagram reads Chakra's CSS variables (prefix `ol`), so it follows the colour mode.
const colors = {
  '--xy-background-color': 'var(--ol-colors-bg-subtle)',
  '--xy-background-pattern-color': 'var(--ol-colors-border)',
  '--xy-edge-stroke': 'var(--ol-colors-fg-muted)',
  '--xy-edge-stroke-selected': 'var(--ol-colors-brand-solid)',
  '--xy-edge-label-background-color': 'var(--ol-colors-bg-panel)',
  '--xy-edge-label-color': 'var(--ol-colors-fg)',
  '--xy-controls-button-background-color': 'var(--ol-colors-bg-panel)',
  '--xy-controls-button-background-color-hover': 'var(--ol-colors-bg-muted)',
  '--xy-controls-button-color': 'var(--ol-colors-fg)',
  '--xy-controls-button-color-hover': 'var(--ol-colors-fg)',
  '--xy-controls-button-border-color': 'var(--ol-colors-border)',
  // xyflow removes the focus outline of nodes; keyboard users need to see where they are.
  '& .react-flow__node.selectable:focus-visible': {
    outline: '2px solid var(--ol-colors-brand-focus-ring)',
    outlineOffset: '2px',
    borderRadius: 'var(--ol-radii-l2)',
  },
  '& .react-flow__edge.selectable:focus-visible .react-flow__edge-path': {
    stroke: 'var(--ol-colors-brand-focus-ring)',
    strokeWidth: 2,
  },
};

/**
 * The flow marks its root `light` or `dark`, and Chakra's tokens switch on those classes too: it
 * must follow the page's mode (Chakra's `dark` class on the root element) or its cards stay light.
 */
function subscribeToRootClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const rootIsDark = () => document.documentElement.classList.contains('dark');

const layoutKeys = new WeakMap<object, number>();
let layoutCount = 0;
const layoutKey = (layout: object) => {
  if (!layoutKeys.has(layout)) layoutKeys.set(layout, ++layoutCount);
  return layoutKeys.get(layout);
};

export function OntologyDiagram({ content }: OntologyDiagramProps) {
  const { t } = useTranslation('ontologies');
  const colorMode = useSyncExternalStore(subscribeToRootClass, rootIsDark) ? 'dark' : 'light';
  // Left to right, or top to bottom where a wide graph would not fit. Evaluated on the first
  // render (no server rendering here), so the flow mounts once.
  const direction: LayoutDirection =
    useBreakpointValue({ base: 'TB', md: 'LR' }, { ssr: false }) ?? 'LR';
  const laidOut = useMemo(() => {
    const { nodes, edges } = layoutOntology(content, direction);
    const labels = new Map(content.classes.map((c) => [c.name, c.label]));
    const vertical = direction === 'TB';
    return {
      nodes: nodes.map((node): ClassNode => ({
        ...node,
        sourcePosition: vertical ? Position.Bottom : Position.Right,
        targetPosition: vertical ? Position.Top : Position.Left,
        ariaLabel:
          node.data.properties.length > 0
            ? t('version.diagramClass', {
                label: node.data.label,
                name: node.data.name,
                properties: node.data.properties.map((p) => p.name).join(', '),
              })
            : t('version.diagramClassNoProperties', {
                label: node.data.label,
                name: node.data.name,
              }),
      })),
      edges: edges.map((edge): RelationEdge => ({
        ...edge,
        markerEnd: { type: MarkerType.ArrowClosed, color: 'var(--ol-colors-fg-muted)' },
        ariaLabel: t('version.diagramRelation', {
          name: edge.data?.label,
          source: labels.get(edge.source),
          target: labels.get(edge.target),
        }),
      })),
    };
  }, [content, direction, t]);

  const ariaLabelConfig = useMemo<ReactFlowProps['ariaLabelConfig']>(
    () => ({
      'node.a11yDescription.default': t('version.diagramA11y.nodeDescription'),
      'node.a11yDescription.keyboardDisabled': t('version.diagramA11y.nodeDescription'),
      'node.a11yDescription.ariaLiveMessage': ({ x, y }) =>
        t('version.diagramA11y.nodeMoved', { x, y }),
      'edge.a11yDescription.default': t('version.diagramA11y.edgeDescription'),
      'controls.ariaLabel': t('version.diagramA11y.controls'),
      'controls.zoomIn.ariaLabel': t('version.diagramA11y.zoomIn'),
      'controls.zoomOut.ariaLabel': t('version.diagramA11y.zoomOut'),
      'controls.fitView.ariaLabel': t('version.diagramA11y.fitView'),
    }),
    [t],
  );

  return (
    <Box
      height={{ base: '96', md: '520px' }}
      borderWidth="1px"
      borderRadius="l2"
      overflow="hidden"
      role="figure"
      aria-label={t('version.diagramLabel')}
      css={colors}
    >
      {/* Classes can be dragged (the relations bend along); a new layout starts a new flow. */}
      <ReactFlow
        key={layoutKey(laidOut)}
        defaultNodes={laidOut.nodes}
        defaultEdges={laidOut.edges}
        nodeTypes={nodeTypes}
        edgeTypes={edgeTypes}
        fitView
        fitViewOptions={{ padding: 0.1, maxZoom: 1.25 }}
        minZoom={0.1}
        nodesConnectable={false}
        deleteKeyCode={null}
        ariaLabelConfig={ariaLabelConfig}
        colorMode={colorMode}
      >
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
