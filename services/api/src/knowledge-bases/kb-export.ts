import { Readable } from 'node:stream';
import type { KbExportFormat, PropertyValue } from '@ontoloom/contract';
import { stringify } from 'csv-stringify';
import { DataFactory, StreamWriter, type Quad } from 'n3';
import type { KbGraphRepo } from './kb-graph.repo';

const { namedNode, literal, quad } = DataFactory;

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDFS = 'http://www.w3.org/2000/01/rdf-schema#';
const XSD = 'http://www.w3.org/2001/XMLSchema#';

export const EXPORT_TYPES: Record<KbExportFormat, { contentType: string; extension: string }> = {
  jsonld: { contentType: 'application/ld+json; charset=utf-8', extension: 'jsonld' },
  turtle: { contentType: 'text/turtle; charset=utf-8', extension: 'ttl' },
  csv_nodes: { contentType: 'text/csv; charset=utf-8', extension: 'nodes.csv' },
  csv_edges: { contentType: 'text/csv; charset=utf-8', extension: 'edges.csv' },
};

/** A file name from the knowledge base's name: no path separators or control characters. */
export const kbFileName = (name: string, format: KbExportFormat) => {
  const base = name
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 150);
  return `${base || 'knowledge-base'}.${EXPORT_TYPES[format].extension}`;
};

/**
 * The knowledge base's IRIs: `<namespace>entity/<id>`, `class/<name>`, `relation/<name>`,
 * `property/<name>` (names are ontology identifiers, safe in an IRI path).
 */
export const namespaceOf = (webUrl: string, projectId: string, kbId: string) =>
  `${webUrl.replace(/\/+$/, '')}/projects/${projectId}/knowledge-bases/${kbId}/`;

const rdfLiteral = (value: Exclude<PropertyValue, null>) =>
  typeof value === 'number'
    ? literal(String(value), namedNode(`${XSD}${Number.isInteger(value) ? 'integer' : 'double'}`))
    : typeof value === 'boolean'
      ? literal(String(value), namedNode(`${XSD}boolean`))
      : literal(value);

async function* quads(graph: KbGraphRepo, kbId: string, ns: string): AsyncGenerator<Quad> {
  for await (const entity of graph.entities(kbId)) {
    const subject = namedNode(`${ns}entity/${entity.id}`);
    yield quad(subject, namedNode(RDF_TYPE), namedNode(`${ns}class/${entity.className}`));
    yield quad(subject, namedNode(`${RDFS}label`), literal(entity.label));
    for (const [name, values] of Object.entries(entity.properties)) {
      for (const value of values) {
        if (value !== null) {
          yield quad(subject, namedNode(`${ns}property/${name}`), rdfLiteral(value));
        }
      }
    }
  }
  for await (const relation of graph.relations(kbId)) {
    yield quad(
      namedNode(`${ns}entity/${relation.sourceId}`),
      namedNode(`${ns}relation/${relation.relationName}`),
      namedNode(`${ns}entity/${relation.targetId}`),
    );
  }
}

/** JSON-LD: one `@context` (the namespace's terms), the graph's nodes written as they are read. */
async function* jsonLd(graph: KbGraphRepo, kbId: string, ns: string): AsyncGenerator<string> {
  const context = {
    '@base': `${ns}entity/`,
    '@vocab': `${ns}property/`,
    class: `${ns}class/`,
    relation: `${ns}relation/`,
    rdfs: RDFS,
    label: `${RDFS}label`,
  };
  yield `{"@context":${JSON.stringify(context)},"@graph":[`;
  let first = true;
  const item = (node: object) => {
    const text = `${first ? '\n' : ',\n'}${JSON.stringify(node)}`;
    first = false;
    return text;
  };
  for await (const entity of graph.entities(kbId)) {
    const properties = Object.fromEntries(
      Object.entries(entity.properties).map(([name, values]) => [
        name,
        values.filter((value) => value !== null),
      ]),
    );
    yield item({
      '@id': entity.id,
      '@type': `class:${entity.className}`,
      label: entity.label,
      ...properties,
    });
  }
  // A relation is its source node again with one more edge: JSON-LD merges nodes by @id.
  for await (const relation of graph.relations(kbId)) {
    yield item({
      '@id': relation.sourceId,
      [`relation:${relation.relationName}`]: { '@id': relation.targetId },
    });
  }
  yield '\n]}\n';
}

async function* nodeRows(graph: KbGraphRepo, kbId: string) {
  for await (const entity of graph.entities(kbId)) {
    yield {
      id: entity.id,
      class_name: entity.className,
      label: entity.label,
      relation_count: entity.relationCount,
      properties: JSON.stringify(entity.properties),
      documents: [...new Set(entity.provenance.map((p) => p.document_id))].join(' '),
    };
  }
}

async function* edgeRows(graph: KbGraphRepo, kbId: string) {
  for await (const relation of graph.relations(kbId)) {
    yield {
      id: relation.id,
      relation_name: relation.relationName,
      source_id: relation.sourceId,
      source_label: relation.sourceLabel,
      target_id: relation.targetId,
      target_label: relation.targetLabel,
    };
  }
}

/** The export as a stream of text, read from the database a page at a time. */
export function exportStream(
  graph: KbGraphRepo,
  kb: { id: string; namespace: string },
  format: KbExportFormat,
): Readable {
  switch (format) {
    case 'turtle': {
      const writer = new StreamWriter({
        prefixes: {
          '': `${kb.namespace}entity/`,
          class: `${kb.namespace}class/`,
          relation: `${kb.namespace}relation/`,
          property: `${kb.namespace}property/`,
          rdfs: RDFS,
          xsd: XSD,
        },
      });
      const source = Readable.from(quads(graph, kb.id, kb.namespace));
      source.on('error', (error) => writer.destroy(error));
      return source.pipe(writer as unknown as NodeJS.WritableStream) as unknown as Readable;
    }
    case 'jsonld':
      return Readable.from(jsonLd(graph, kb.id, kb.namespace));
    case 'csv_nodes':
    case 'csv_edges': {
      const columns =
        format === 'csv_nodes'
          ? ['id', 'class_name', 'label', 'relation_count', 'properties', 'documents']
          : ['id', 'relation_name', 'source_id', 'source_label', 'target_id', 'target_label'];
      const csv = stringify({ header: true, columns });
      const source = Readable.from(
        format === 'csv_nodes' ? nodeRows(graph, kb.id) : edgeRows(graph, kb.id),
      );
      source.on('error', (error) => csv.destroy(error));
      return source.pipe(csv);
    }
  }
}
