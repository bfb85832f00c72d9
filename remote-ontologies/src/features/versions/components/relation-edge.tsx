import { memo } from 'react';
import { BaseEdge, useInternalNode, type EdgeProps, type XYPosition } from '@xyflow/react';
import type { RelationEdge, RelationEdgeData } from './ontology-layout';

const ORIGIN = { x: 0, y: 0 };
const lerp = (from: XYPosition, to: XYPosition, t: number) => ({
  x: from.x + (to.x - from.x) * t,
  y: from.y + (to.y - from.y) * t,
});
const format = ({ x, y }: XYPosition) => `${x.toFixed(1)},${y.toFixed(1)}`;

/**
 * The SVG path of a relation: dagre's route smoothed with quadratic curves (or the cubic loop of a
 * self-relation). When a class is dragged, each point moves by its share of the ends' moves, so
 * the route bends with it instead of going back to the handles.
 */
export function relationPath(
  data: RelationEdgeData,
  sourceShift: XYPosition = ORIGIN,
  targetShift: XYPosition = ORIGIN,
): { path: string; label: XYPosition } {
  const last = Math.max(1, data.points.length - 1);
  const points = data.points.map((point, index) => {
    const shift = lerp(sourceShift, targetShift, index / last);
    return { x: point.x + shift.x, y: point.y + shift.y };
  });
  const middle = lerp(sourceShift, targetShift, 0.5);
  const label = { x: data.labelAt.x + middle.x, y: data.labelAt.y + middle.y };
  const [first, ...rest] = points;
  if (!first || rest.length === 0) return { path: '', label };
  if (data.selfLoop && rest.length === 3) {
    return { path: `M ${format(first)} C ${rest.map(format).join(' ')}`, label };
  }
  let path = `M ${format(first)}`;
  if (rest.length === 1) return { path: `${path} L ${format(rest[0]!)}`, label };
  rest.slice(0, -1).forEach((control, index) => {
    const next = rest[index + 1]!;
    const end = index === rest.length - 2 ? next : lerp(control, next, 0.5);
    path += ` Q ${format(control)} ${format(end)}`;
  });
  return { path, label };
}

/** A relation drawn along its laid-out route, with its name on a label dagre made room for. */
export const RelationEdgeLine = memo(function RelationEdgeLine({
  source,
  target,
  data,
  markerEnd,
  style,
}: EdgeProps<RelationEdge>) {
  const sourceNode = useInternalNode(source);
  const targetNode = useInternalNode(target);
  if (!data) return null;
  const moved = (node: typeof sourceNode, laidOut: XYPosition) => {
    const now = node?.internals.positionAbsolute ?? laidOut;
    return { x: now.x - laidOut.x, y: now.y - laidOut.y };
  };
  const { path, label } = relationPath(
    data,
    moved(sourceNode, data.sourceAt),
    moved(targetNode, data.targetAt),
  );
  return (
    <BaseEdge
      path={path}
      markerEnd={markerEnd}
      style={style}
      label={data.label}
      labelX={label.x}
      labelY={label.y}
      labelShowBg
      labelBgPadding={[7, 4]}
      labelBgBorderRadius={4}
      labelStyle={{ fontSize: 12, fontFamily: 'var(--ol-fonts-mono)' }}
    />
  );
});
