import { Graph, layout, type EdgeLabel, type GraphLabel, type NodeLabel } from '@dagrejs/dagre';
import type { OntologyClass, OntologyDocument, PropertyType } from '@ontoloom/contract';
import type { Edge, Node, XYPosition } from '@xyflow/react';

export type LayoutDirection = 'LR' | 'TB';

export type ClassNodeData = {
  label: string;
  name: string;
  properties: { name: string; type: PropertyType }[];
  /** Properties past this count are summed up as "+N more". */
  shown: number;
};
export type ClassNode = Node<ClassNodeData, 'ontologyClass'>;

export type RelationEdgeData = {
  label: string;
  /**
   * The route dagre chose, from the source's border to the target's, in flow coordinates; for a
   * self-relation the four points of a cubic loop out of the node and through the label.
   */
  points: XYPosition[];
  labelAt: XYPosition;
  labelSize: { width: number; height: number };
  /** Where the two ends were laid out (top-left), to bend the route when a node is dragged. */
  sourceAt: XYPosition;
  targetAt: XYPosition;
  selfLoop: boolean;
};
export type RelationEdge = Edge<RelationEdgeData, 'relation'>;

// Sizes in flow pixels, matching the card in class-node.tsx (sm bold label, xs mono lines).
export const NODE = {
  minWidth: 160,
  maxWidth: 280,
  paddingX: 12,
  paddingY: 10,
  labelLine: 20,
  nameLine: 16,
  divider: 9,
  propertyLine: 18,
  maxProperties: 8,
} as const;
// Widths of an average character, where text cannot be measured (no canvas: tests, old engines).
const LABEL_CHAR = 8.4;
const MONO_CHAR = 7.3;

let measuring: OffscreenCanvasRenderingContext2D | null | undefined;
/**
 * The width the browser will give a text in the card's font (bold 14px label, 12px mono lines),
 * measured on a canvas with the page's own font families; an estimate where there is no canvas
 * (jsdom in tests).
 */
function textWidth(text: string, kind: 'label' | 'mono'): number {
  if (measuring === undefined) {
    measuring =
      typeof OffscreenCanvas === 'undefined' ? null : new OffscreenCanvas(1, 1).getContext('2d');
  }
  if (!measuring) return text.length * (kind === 'label' ? LABEL_CHAR : MONO_CHAR);
  const style = getComputedStyle(document.body);
  const mono = style.getPropertyValue('--chakra-fonts-mono').trim() || 'monospace';
  measuring.font = kind === 'label' ? `700 14px ${style.fontFamily}` : `400 12px ${mono}`;
  // Two pixels of slack for subpixel rounding, so nothing is cut by a hair.
  return measuring.measureText(text).width + 2;
}
// Edge labels are 12px monospace on a padded background (relation-edge.tsx).
const EDGE_LABEL = { char: 7.3, paddingX: 14, height: 22 } as const;
const SPACING = {
  nodesep: 48,
  edgesep: 24,
  ranksep: 72,
  isolatedGap: 32,
  isolatedTop: 80,
} as const;

const propertyLine = (property: { name: string; type: string }) =>
  `${property.name}: ${property.type}`;

export function nodeSize(ontologyClass: OntologyClass): { width: number; height: number } {
  const shown = Math.min(ontologyClass.properties.length, NODE.maxProperties);
  const hidden = ontologyClass.properties.length - shown;
  const lines = ontologyClass.properties.slice(0, shown).map(propertyLine);
  const text = Math.max(
    textWidth(ontologyClass.label, 'label'),
    ...[ontologyClass.name, ...lines].map((line) => textWidth(line, 'mono')),
  );
  const width = Math.min(
    NODE.maxWidth,
    Math.max(NODE.minWidth, Math.ceil(text + 2 * NODE.paddingX)),
  );
  const listLines = shown + (hidden > 0 ? 1 : 0);
  const list = listLines > 0 ? NODE.divider + listLines * NODE.propertyLine : 0;
  return { width, height: 2 * NODE.paddingY + NODE.labelLine + NODE.nameLine + list };
}

const edgeLabelSize = (name: string) => ({
  width: Math.ceil(name.length * EDGE_LABEL.char + EDGE_LABEL.paddingX),
  height: EDGE_LABEL.height,
});

type Box = { x: number; y: number; width: number; height: number };

/**
 * dagre keeps room for a self-relation's label beside its class (its own points are not usable
 * once the graph is turned left to right): a loop leaves the class towards the label, passes
 * through it and comes back, like the other labels that sit on their edge.
 */
function selfLoop(node: Box, label: XYPosition): XYPosition[] {
  const center = { x: node.x + node.width / 2, y: node.y + node.height / 2 };
  const dx = label.x - center.x;
  const dy = label.y - center.y;
  const length = Math.hypot(dx, dy) || 1;
  const d = length > 1 ? { x: dx / length, y: dy / length } : { x: 0, y: 1 };
  const p = { x: -d.y, y: d.x };
  const toBorder = Math.min(
    d.x === 0 ? Infinity : node.width / 2 / Math.abs(d.x),
    d.y === 0 ? Infinity : node.height / 2 / Math.abs(d.y),
  );
  const spread = Math.min(node.width, node.height) / 4;
  const at = (base: XYPosition, along: number, across: number) => ({
    x: base.x + d.x * along + p.x * across,
    y: base.y + d.y * along + p.y * across,
  });
  const start = at(center, toBorder, -spread);
  const end = at(center, toBorder, spread);
  // A cubic's midpoint is 3/4 of the way out to its control points.
  const reach = Math.max(0, (dx * d.x + dy * d.y - toBorder) / 0.75);
  return [start, at(start, reach, -spread), at(end, reach, spread), end];
}

/** Isolated classes go in rows under the graph (or in a square-ish grid when nothing connects). */
function placeIsolated(sizes: Box[], graphWidth: number, top: number): XYPosition[] {
  if (sizes.length === 0) return [];
  const cell = Math.max(...sizes.map((size) => size.width)) + SPACING.isolatedGap;
  const columns =
    graphWidth > 0
      ? Math.max(1, Math.floor((graphWidth + SPACING.isolatedGap) / cell))
      : Math.ceil(Math.sqrt(sizes.length));
  const positions: XYPosition[] = [];
  let y = top;
  for (let start = 0; start < sizes.length; start += columns) {
    const row = sizes.slice(start, start + columns);
    row.forEach((_size, column) => positions.push({ x: column * cell, y }));
    y += Math.max(...row.map((size) => size.height)) + SPACING.isolatedGap;
  }
  return positions;
}

/**
 * Lays the classes out in layers with dagre (left to right, or top to bottom on narrow screens):
 * each relation is a routed edge whose label dagre places too, so labels of parallel relations
 * and self-relations get their own room. Classes without relations are set out under the graph.
 */
export function layoutOntology(
  content: OntologyDocument,
  direction: LayoutDirection = 'LR',
): { nodes: ClassNode[]; edges: RelationEdge[] } {
  const classNames = new Set(content.classes.map((ontologyClass) => ontologyClass.name));
  const relations = content.relations.filter(
    (relation) => classNames.has(relation.source) && classNames.has(relation.target),
  );
  const linked = new Set(relations.flatMap((relation) => [relation.source, relation.target]));
  const sizes = new Map(content.classes.map((c) => [c.name, nodeSize(c)]));

  const graph = new Graph<GraphLabel, NodeLabel, EdgeLabel>({ multigraph: true });
  graph.setGraph({ rankdir: direction, marginx: 0, marginy: 0, ...SPACING });
  for (const name of linked) graph.setNode(name, { ...sizes.get(name)! });
  for (const relation of relations) {
    const label = { ...edgeLabelSize(relation.name), labelpos: 'c' as const };
    graph.setEdge(relation.source, relation.target, label, relation.name);
  }
  if (linked.size > 0) layout(graph);
  const graphLabel = graph.graph();
  const graphWidth = linked.size > 0 ? (graphLabel.width ?? 0) : 0;
  const graphHeight = linked.size > 0 ? (graphLabel.height ?? 0) : 0;

  const topLeft = new Map<string, XYPosition>();
  for (const name of linked) {
    const { x = 0, y = 0, width, height } = graph.node(name);
    topLeft.set(name, { x: x - width / 2, y: y - height / 2 });
  }
  const isolated = content.classes.filter((c) => !linked.has(c.name));
  const isolatedTop = graphHeight > 0 ? graphHeight + SPACING.isolatedTop : 0;
  const isolatedSizes = isolated.map((c) => ({ x: 0, y: 0, ...sizes.get(c.name)! }));
  placeIsolated(isolatedSizes, graphWidth, isolatedTop).forEach((position, index) =>
    topLeft.set(isolated[index]!.name, position),
  );

  const nodes: ClassNode[] = content.classes.map((ontologyClass) => {
    const size = sizes.get(ontologyClass.name)!;
    return {
      id: ontologyClass.name,
      type: 'ontologyClass',
      position: topLeft.get(ontologyClass.name)!,
      width: size.width,
      height: size.height,
      connectable: false,
      data: {
        label: ontologyClass.label,
        name: ontologyClass.name,
        properties: ontologyClass.properties.map(({ name, type }) => ({ name, type })),
        shown: Math.min(ontologyClass.properties.length, NODE.maxProperties),
      },
    };
  });

  const edges: RelationEdge[] = relations.map((relation) => {
    const routed = graph.edge({ v: relation.source, w: relation.target, name: relation.name });
    const labelSize = edgeLabelSize(relation.name);
    const labelAt = { x: routed.x ?? 0, y: routed.y ?? 0 };
    const selfRelation = relation.source === relation.target;
    const sourceAt = topLeft.get(relation.source)!;
    const points = selfRelation
      ? selfLoop({ ...sourceAt, ...sizes.get(relation.source)! }, labelAt)
      : (routed.points ?? []).map(({ x, y }) => ({ x, y }));
    return {
      id: relation.name,
      type: 'relation',
      source: relation.source,
      target: relation.target,
      data: {
        label: relation.name,
        points,
        labelAt,
        labelSize,
        sourceAt,
        targetAt: topLeft.get(relation.target)!,
        selfLoop: selfRelation,
      },
    };
  });
  return { nodes, edges };
}
