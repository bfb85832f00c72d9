import type {
  KbEntityDetail,
  KbEntityPage,
  KbPassage,
  KbSearchResult,
  KnowledgeBase,
  OntologyVersionDetail,
} from '@ontoloom/contract';
import { z } from 'zod';
import { untrusted, type AgentTool, type ToolSession } from './agent';

const kbPath = (session: ToolSession) =>
  `/api/projects/${session.context.project_id}/knowledge_bases/${session.context.knowledge_base_id}`;

export const readKnowledgeBase = (session: ToolSession) =>
  session.api.get<KnowledgeBase>(kbPath(session));

/** The ontology version a knowledge base was built with (its classes and relations). */
export async function readKbOntology(session: ToolSession) {
  const kb = await readKnowledgeBase(session);
  const version = await session.api.get<OntologyVersionDetail>(
    `/api/projects/${session.context.project_id}/ontology_versions/${kb.ontology_version_id}`,
  );
  return { kb, ontology: version.content };
}

export const searchKb = (session: ToolSession, q: string, classFilter?: string, limit = 10) =>
  session.api.get<KbSearchResult>(`${kbPath(session)}/search`, {
    q: q.slice(0, 200),
    limit: String(limit),
    ...(classFilter ? { class_name: classFilter } : {}),
  });

export const listKbEntities = (session: ToolSession, classFilter?: string, limit = 20) =>
  session.api.get<KbEntityPage>(`${kbPath(session)}/entities`, {
    limit: String(limit),
    ...(classFilter ? { class_name: classFilter } : {}),
  });

export const readKbEntity = (session: ToolSession, entityId: string) =>
  session.api.get<KbEntityDetail>(`${kbPath(session)}/entities/${entityId}`);

/** Citing an entity: its number in the reply. */
export const citeEntity = (
  session: ToolSession,
  entity: { id: string; label: string; class_name: string },
) =>
  session.cite({
    kind: 'entity',
    entity_id: entity.id,
    label: entity.label,
    class_name: entity.class_name,
  });

export const citePassage = (session: ToolSession, passage: KbPassage) =>
  session.cite({
    kind: 'passage',
    document_name: passage.document_name,
    provenance: passage.provenance,
  });

const propertiesText = (properties: Record<string, unknown[]>) =>
  Object.entries(properties)
    .filter(([, values]) => values.length > 0)
    .map(([name, values]) => `${name}: ${values.join(', ')}`)
    .join('; ');

/**
 * A search as the model reads it: each entity, relation and passage with the number to cite it
 * by. Labels and passages come from documents, so they are marked untrusted.
 */
function searchForModel(session: ToolSession, found: KbSearchResult): string {
  const lines: string[] = [];
  for (const entity of found.entities) {
    const properties = propertiesText(entity.properties);
    lines.push(
      `[${citeEntity(session, entity)}] entity ${entity.id}: ${entity.class_name} "${entity.label}"${properties ? ` (${properties})` : ''}`,
    );
  }
  for (const relation of found.relations) {
    const sources = relation.passages.map(
      (passage) => `[${citePassage(session, passage)}] "${passage.provenance.text}"`,
    );
    lines.push(
      `relation: "${relation.source.label}" [${citeEntity(session, relation.source)}] ${relation.relation_name} "${relation.target.label}" [${citeEntity(session, relation.target)}]${sources.length ? ` — stated in ${sources.join(', ')}` : ''}`,
    );
  }
  for (const passage of found.passages) {
    lines.push(
      `[${citePassage(session, passage)}] passage of ${passage.document_name}${passage.provenance.page ? ` p. ${passage.provenance.page}` : ''}: "${passage.provenance.text}"`,
    );
  }
  return untrusted('knowledge base search', lines.join('\n') || 'Nothing found.');
}

/** The KB chat's tools: read-only calls on the knowledge base, as the user. */
export const kbChatTools: AgentTool[] = [
  {
    name: 'describe_knowledge_base',
    description:
      "The knowledge base's ontology (classes with properties, relations) and how many entities each class has.",
    parameters: { type: 'object', properties: {}, additionalProperties: false },
    async run(_args, session) {
      const { kb, ontology } = await readKbOntology(session);
      const page = await listKbEntities(session, undefined, 1);
      return {
        summary: `Read ${kb.name}: ${kb.entity_count} entities, ${kb.relation_count} relations`,
        content: JSON.stringify({
          name: kb.name,
          entities: kb.entity_count,
          relations: kb.relation_count,
          classes: ontology.classes.map((c) => ({
            name: c.name,
            properties: c.properties.map((p) => p.name),
            count: page.classes.find((x) => x.class_name === c.name)?.count ?? 0,
          })),
          relation_types: ontology.relations.map((r) => ({
            name: r.name,
            source: r.source,
            target: r.target,
          })),
        }),
      };
    },
  },
  {
    name: 'search_knowledge_base',
    description:
      'Full-text search of the knowledge base: entities whose label, properties or source passages match, their relations, and source passages, each numbered [n] for citation.',
    parameters: {
      type: 'object',
      properties: {
        query: { type: 'string', description: 'Names or words to look for.' },
        class_name: { type: 'string', description: 'Only entities of this class.' },
      },
      required: ['query'],
      additionalProperties: false,
    },
    async run(args, session) {
      const { query, class_name } = z
        .object({ query: z.string().min(1).max(200), class_name: z.string().max(200).optional() })
        .parse(args);
      const found = await searchKb(session, query, class_name);
      return {
        summary: `${found.entities.length} entities, ${found.relations.length} relations`,
        content: searchForModel(session, found),
      };
    },
  },
  {
    name: 'list_entities',
    description: 'Entities of one class (the first ones, numbered [n] for citation) and the total.',
    parameters: {
      type: 'object',
      properties: {
        class_name: { type: 'string' },
        limit: { type: 'integer', minimum: 1, maximum: 50 },
      },
      required: ['class_name'],
      additionalProperties: false,
    },
    async run(args, session) {
      const { class_name, limit } = z
        .object({
          class_name: z.string().min(1).max(200),
          limit: z.number().int().min(1).max(50).optional(),
        })
        .parse(args);
      const page = await listKbEntities(session, class_name, limit ?? 20);
      return {
        summary: `${page.total} ${class_name} entities`,
        content: untrusted(
          `${class_name} entities`,
          [
            `Total: ${page.total}`,
            ...page.items.map(
              (entity) => `[${citeEntity(session, entity)}] ${entity.label} (entity ${entity.id})`,
            ),
          ].join('\n'),
        ),
      };
    },
  },
  {
    name: 'read_entity',
    description: 'One entity with its properties and relations (each end numbered [n]).',
    parameters: {
      type: 'object',
      properties: { entity_id: { type: 'string' } },
      required: ['entity_id'],
      additionalProperties: false,
    },
    async run(args, session) {
      const { entity_id } = z.object({ entity_id: z.uuid() }).parse(args);
      const { entity, relations } = await readKbEntity(session, entity_id);
      const lines = [
        `[${citeEntity(session, entity)}] ${entity.class_name} "${entity.label}" ${propertiesText(entity.properties)}`,
        ...relations.map(
          (relation) =>
            `${relation.direction === 'outgoing' ? `${relation.relation_name} →` : `← ${relation.relation_name}`} "${relation.other.label}" [${citeEntity(session, relation.other)}]`,
        ),
      ];
      return {
        summary: `Read ${entity.label}`,
        content: untrusted(entity.label, lines.join('\n')),
      };
    },
  },
];
