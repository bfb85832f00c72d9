import { useEffect, useRef } from 'react';
import { Box } from '@chakra-ui/react';
import type { WidgetData } from '@ontoloom/contract';
import cytoscape from 'cytoscape';

export type GraphData = Extract<WidgetData, { type: 'graph' }>;

export type CytoscapeGraphProps = {
  data: GraphData;
  onPick?: (label: string, id?: string) => void;
};

const PALETTE = ['#4f46e5', '#0d9488', '#d97706', '#db2777', '#2563eb', '#65a30d', '#7c3aed'];

const themeColour = (token: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--chakra-colors-${token}`).trim() ||
  fallback;

/** One colour per class, the same on every render of the same data. */
const classColours = (data: GraphData) => {
  const classes = [...new Set(data.nodes.map((node) => node.class_name))].sort();
  return new Map(classes.map((name, index) => [name, PALETTE[index % PALETTE.length]!]));
};

/** Cytoscape with its built-in `cose` force layout; a tap on a node cross-filters. */
export default function CytoscapeGraph({ data, onPick }: CytoscapeGraphProps) {
  const element = useRef<HTMLDivElement>(null);
  const pick = useRef(onPick);
  useEffect(() => {
    pick.current = onPick;
  }, [onPick]);

  useEffect(() => {
    const container = element.current;
    if (!container) return undefined;
    const colours = classColours(data);
    const ids = new Set(data.nodes.map((node) => node.id));
    const text = themeColour('fg', '#18181b');
    const muted = themeColour('border-emphasized', '#a1a1aa');
    const graph = cytoscape({
      container,
      elements: [
        ...data.nodes.map((node) => ({
          data: { id: node.id, label: node.label, colour: colours.get(node.class_name) },
        })),
        // An edge to a node outside the answer (cut by its limit) would not draw.
        ...data.edges
          .filter((edge) => ids.has(edge.source) && ids.has(edge.target))
          .map((edge) => ({
            data: {
              id: `edge-${edge.id}`,
              source: edge.source,
              target: edge.target,
              label: edge.label,
            },
          })),
      ],
      style: [
        {
          selector: 'node',
          style: {
            'background-color': 'data(colour)',
            label: 'data(label)',
            color: text,
            'font-size': 10,
            'text-valign': 'bottom',
            'text-margin-y': 4,
            width: 18,
            height: 18,
          },
        },
        {
          selector: 'edge',
          style: {
            width: 1.5,
            'line-color': muted,
            'target-arrow-color': muted,
            'target-arrow-shape': 'triangle',
            'curve-style': 'bezier',
          },
        },
      ],
      layout: { name: 'cose', animate: false, nodeDimensionsIncludeLabels: true },
      wheelSensitivity: 0.3,
    });
    // A few unconnected nodes would otherwise be fitted at a giant zoom.
    const fit = () => {
      graph.fit(undefined, 16);
      if (graph.zoom() > 1.2) {
        graph.zoom(1.2);
        graph.center();
      }
    };
    fit();
    // The box resized (a window narrowed, a phone turned): the canvas follows and refits.
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            graph.resize();
            fit();
          });
    observer?.observe(container);
    graph.on('tap', 'node', (event) => {
      const node = event.target as cytoscape.NodeSingular;
      pick.current?.(String(node.data('label')), node.id());
    });
    return () => {
      observer?.disconnect();
      graph.destroy();
    };
  }, [data]);

  return <Box ref={element} width="full" height="full" aria-hidden="true" />;
}
