import { memo } from 'react';
import { Box, Text } from '@chakra-ui/react';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useTranslation } from 'react-i18next';
import { NODE, type ClassNode } from './ontology-layout';

// Edges are drawn along dagre's routes, not from the handles: these only anchor them.
const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;

/** A class as a card: its label in bold, its machine name, then its properties and their types. */
export const ClassNodeCard = memo(function ClassNodeCard({
  data,
  selected,
  sourcePosition = Position.Right,
  targetPosition = Position.Left,
}: NodeProps<ClassNode>) {
  const { t } = useTranslation('ontologies');
  const hidden = data.properties.length - data.shown;
  return (
    <Box
      width="full"
      height="full"
      overflow="hidden"
      bg="bg.panel"
      color="fg"
      borderWidth="1px"
      borderColor={selected ? 'brand.solid' : 'border.emphasized'}
      borderRadius="l2"
      boxShadow="xs"
      px={`${NODE.paddingX}px`}
      py={`${NODE.paddingY}px`}
      textAlign="start"
    >
      <Handle type="target" position={targetPosition} isConnectable={false} style={hiddenHandle} />
      <Text
        fontWeight="bold"
        fontSize="sm"
        lineHeight={`${NODE.labelLine}px`}
        truncate
        title={data.label}
      >
        {data.label}
      </Text>
      <Text
        fontFamily="mono"
        fontSize="xs"
        color="fg.muted"
        lineHeight={`${NODE.nameLine}px`}
        truncate
      >
        {data.name}
      </Text>
      {data.properties.length > 0 && (
        <Box as="ul" listStyleType="none" borderTopWidth="1px" mt="2">
          {data.properties.slice(0, data.shown).map((property) => (
            <Text
              as="li"
              key={property.name}
              fontFamily="mono"
              fontSize="xs"
              lineHeight={`${NODE.propertyLine}px`}
              truncate
            >
              {property.name}
              <Text as="span" color="fg.muted">
                {`: ${property.type}`}
              </Text>
            </Text>
          ))}
          {hidden > 0 && (
            <Text as="li" fontSize="xs" color="fg.muted" lineHeight={`${NODE.propertyLine}px`}>
              {t('version.diagramMoreProperties', { count: hidden })}
            </Text>
          )}
        </Box>
      )}
      <Handle type="source" position={sourcePosition} isConnectable={false} style={hiddenHandle} />
    </Box>
  );
});
