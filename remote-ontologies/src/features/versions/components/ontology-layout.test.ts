import { ontologyDocumentSchema, type OntologyDocument } from '@ontoloom/contract';
import { layoutOntology, nodeSize, type ClassNode, type RelationEdge } from './ontology-layout';
import { relationPath } from './relation-edge';

type Box = { x: number; y: number; width: number; height: number };

const ontology = (
  classes: (string | { name: string; properties?: string[] })[],
  relations: [name: string, source: string, target: string][] = [],
): OntologyDocument =>
  ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: classes.map((entry) => {
      const { name, properties = [] } = typeof entry === 'string' ? { name: entry } : entry;
      return {
        name,
        label: `The ${name}`,
        properties: properties.map((property) => ({ name: property, type: 'string' })),
      };
    }),
    relations: relations.map(([name, source, target]) => ({ name, source, target })),
  });

const box = (node: ClassNode): Box => ({
  ...node.position,
  width: node.width!,
  height: node.height!,
});
const labelBox = (edge: RelationEdge): Box => ({
  x: edge.data!.labelAt.x - edge.data!.labelSize.width / 2,
  y: edge.data!.labelAt.y - edge.data!.labelSize.height / 2,
  ...edge.data!.labelSize,
});
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
const pairs = <T>(items: T[]) =>
  items.flatMap((a, i) => items.slice(i + 1).map((b) => [a, b] as const));
const finite = (values: number[]) => values.every((value) => Number.isFinite(value));

/** Classes with one or several relations between them, loops, and classes with no relation. */
const TANGLED = ontology(
  [
    { name: 'Company', properties: ['name', 'siren', 'address', 'email'] },
    { name: 'Person', properties: ['first_name', 'last_name'] },
    {
      name: 'Invoice',
      properties: ['number', 'amount', 'date', 'due', 'paid', 'a', 'b', 'c', 'd', 'e'],
    },
    'Contract',
    'Lonely',
    'Orphan',
  ],
  [
    ['works_for', 'Person', 'Company'],
    ['manages', 'Person', 'Company'],
    ['founded', 'Person', 'Company'],
    ['reports_to', 'Person', 'Person'],
    ['subsidiary_of', 'Company', 'Company'],
    ['issued_by', 'Invoice', 'Company'],
    ['billed_to', 'Invoice', 'Person'],
    ['covers', 'Invoice', 'Contract'],
    ['signed_by', 'Contract', 'Person'],
  ],
);

describe('R2.20 ontology diagram layout', () => {
  it.each(['LR', 'TB'] as const)('draws every class and relation once (%s)', (direction) => {
    const { nodes, edges } = layoutOntology(TANGLED, direction);
    expect(nodes.map((node) => node.id)).toEqual(TANGLED.classes.map((c) => c.name));
    expect(edges.map((edge) => [edge.id, edge.source, edge.target])).toEqual(
      TANGLED.relations.map((r) => [r.name, r.source, r.target]),
    );
    expect(nodes.every((node) => node.type === 'ontologyClass')).toBe(true);
    expect(edges.every((edge) => edge.type === 'relation')).toBe(true);
    for (const node of nodes) expect(finite([node.position.x, node.position.y])).toBe(true);
    for (const edge of edges) {
      expect(edge.data!.points.length).toBeGreaterThanOrEqual(2);
      expect(finite(edge.data!.points.flatMap(({ x, y }) => [x, y]))).toBe(true);
      expect(relationPath(edge.data!).path).toMatch(/^M [\d.-]+,[\d.-]+ [LQC] /);
    }
  });

  it.each(['LR', 'TB'] as const)('keeps classes and relation labels apart (%s)', (direction) => {
    const { nodes, edges } = layoutOntology(TANGLED, direction);
    const boxes = [...nodes.map(box), ...edges.map(labelBox)];
    for (const [a, b] of pairs(boxes)) expect(overlap(a, b)).toBe(false);
  });

  it('puts the source of a relation left of its target in a chain, and above it on narrow screens', () => {
    const chain = ontology(
      ['A', 'B', 'C', 'D'],
      [
        ['ab', 'A', 'B'],
        ['bc', 'B', 'C'],
        ['cd', 'C', 'D'],
      ],
    );
    const wide = new Map(layoutOntology(chain).nodes.map((node) => [node.id, box(node)]));
    const narrow = new Map(layoutOntology(chain, 'TB').nodes.map((node) => [node.id, box(node)]));
    for (const { source, target } of chain.relations) {
      expect(wide.get(source)!.x + wide.get(source)!.width).toBeLessThan(wide.get(target)!.x);
      expect(narrow.get(source)!.y + narrow.get(source)!.height).toBeLessThan(
        narrow.get(target)!.y,
      );
    }
  });

  it('routes a self-relation as a loop out of its class, through its label', () => {
    const { nodes, edges } = layoutOntology(TANGLED);
    const person = box(nodes.find((node) => node.id === 'Person')!);
    const loop = edges.find((edge) => edge.id === 'reports_to')!.data!;
    expect(loop.selfLoop).toBe(true);
    const onBorder = (point: { x: number; y: number }) =>
      point.x >= person.x - 0.5 &&
      point.x <= person.x + person.width + 0.5 &&
      point.y >= person.y - 0.5 &&
      point.y <= person.y + person.height + 0.5;
    expect(onBorder(loop.points[0]!)).toBe(true);
    expect(onBorder(loop.points[3]!)).toBe(true);
    const [p0, p1, p2, p3] = loop.points as [
      typeof person,
      typeof person,
      typeof person,
      typeof person,
    ];
    const apex = {
      x: 0.125 * p0.x + 0.375 * p1.x + 0.375 * p2.x + 0.125 * p3.x,
      y: 0.125 * p0.y + 0.375 * p1.y + 0.375 * p2.y + 0.125 * p3.y,
    };
    expect(apex.x).toBeCloseTo(loop.labelAt.x, 0);
    expect(apex.y).toBeCloseTo(loop.labelAt.y, 0);
  });

  it('sets classes without relations out under the graph', () => {
    const { nodes } = layoutOntology(TANGLED);
    const linked = nodes.filter((node) => !['Lonely', 'Orphan'].includes(node.id)).map(box);
    const bottom = Math.max(...linked.map((b) => b.y + b.height));
    for (const id of ['Lonely', 'Orphan']) {
      expect(box(nodes.find((node) => node.id === id)!).y).toBeGreaterThan(bottom);
    }
    const alone = layoutOntology(ontology(['A', 'B', 'C', 'D', 'E'])).nodes.map(box);
    for (const [a, b] of pairs(alone)) expect(overlap(a, b)).toBe(false);
    expect(new Set(alone.map((b) => b.y)).size).toBe(2);
  });

  it('sizes a class card to its label and properties, within bounds', () => {
    const small = nodeSize(TANGLED.classes[3]!);
    const company = nodeSize(TANGLED.classes[0]!);
    const invoice = nodeSize(TANGLED.classes[2]!);
    expect(company.height).toBeGreaterThan(small.height);
    expect(invoice.height).toBeGreaterThan(company.height);
    // Past eight properties the card lists eight and a "+N more" line.
    const nine = nodeSize({
      ...TANGLED.classes[2]!,
      properties: TANGLED.classes[2]!.properties.slice(0, 9),
    });
    expect(nine.height).toBe(invoice.height);
    const long = ontology([{ name: 'A'.repeat(90) }]).classes[0]!;
    expect(nodeSize(long).width).toBe(280);
    expect(small.width).toBe(160);
  });

  it('bends a route with the classes a user drags', () => {
    const { edges } = layoutOntology(TANGLED);
    const data = edges.find((edge) => edge.id === 'works_for')!.data!;
    const still = relationPath(data);
    const moved = relationPath(data, { x: 0, y: 0 }, { x: 100, y: 40 });
    expect(moved.label).toEqual({ x: still.label.x + 50, y: still.label.y + 20 });
    const end = (path: string) => path.split(' ').slice(-1)[0];
    const [x, y] = end(still.path)!.split(',').map(Number) as [number, number];
    expect(end(moved.path)).toBe(`${(x + 100).toFixed(1)},${(y + 40).toFixed(1)}`);
  });
});
