import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { Box } from '@chakra-ui/react';
import type { OntologyDocument } from '@ontoloom/contract';
import { Background, Controls, MarkerType, ReactFlow, type Edge, type Node } from '@xyflow/react';
import { useTranslation } from 'react-i18next';

export type OntologyDiagramProps = { content: OntologyDocument };

const COLUMN_WIDTH = 240;
const ROW_HEIGHT = 140;

/** Classes on a grid (nodes) and relations as labelled arrows (edges). */
export function layoutOntology(content: OntologyDocument): { nodes: Node[]; edges: Edge[] } {
  const columns = Math.max(1, Math.ceil(Math.sqrt(content.classes.length)));
  const nodes: Node[] = content.classes.map((ontologyClass, index) => ({
    id: ontologyClass.name,
    position: { x: (index % columns) * COLUMN_WIDTH, y: Math.floor(index / columns) * ROW_HEIGHT },
    data: {
      label: `${ontologyClass.label}${
        ontologyClass.properties.length
          ? `\n(${ontologyClass.properties.map((p) => p.name).join(', ')})`
          : ''
      }`,
    },
    ariaLabel: ontologyClass.label,
  }));
  const edges: Edge[] = content.relations.map((relation) => ({
    id: relation.name,
    source: relation.source,
    target: relation.target,
    label: relation.name,
    markerEnd: { type: MarkerType.ArrowClosed },
  }));
  return { nodes, edges };
}

export function OntologyDiagram({ content }: OntologyDiagramProps) {
  const { t } = useTranslation('ontologies');
  const { nodes, edges } = useMemo(() => layoutOntology(content), [content]);
  return (
    <Box
      height={{ base: '96', md: '520px' }}
      borderWidth="1px"
      borderRadius="l2"
      role="figure"
      aria-label={t('version.diagramLabel')}
      css={{ '& .react-flow__node': { whiteSpace: 'pre-line' } }}
    >
      <ReactFlow nodes={nodes} edges={edges} fitView nodesConnectable={false}>
        <Background />
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
}
