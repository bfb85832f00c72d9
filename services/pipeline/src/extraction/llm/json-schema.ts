import type { OntologyProperty, OntologyRelation, OntologyClass } from '@ontoloom/contract/domain';
import type { OntologyView } from '../ontology-view';

type JsonSchema = Record<string, unknown>;

const VALUE_SCHEMA: Record<OntologyProperty['type'], JsonSchema> = {
  string: { type: 'string' },
  text: { type: 'string' },
  number: { type: 'number' },
  boolean: { type: 'boolean' },
  date: { type: 'string', description: 'ISO 8601 date: YYYY, YYYY-MM or YYYY-MM-DD' },
  email: { type: 'string', description: 'An email address' },
  url: { type: 'string', description: 'An absolute http(s) URL' },
  money: { type: 'string', description: 'Amount and ISO 4217 currency, e.g. "1200000 USD"' },
};

// Structured outputs in strict mode want every key required and no extra keys, everywhere.
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  additionalProperties: false,
  required: Object.keys(properties),
  properties,
});

const SPAN = { type: 'string', description: 'The exact words of the text this comes from' };

const classSchema = (cls: OntologyClass): JsonSchema =>
  object(
    {
      ref: { type: 'string', description: 'Short id of this entity within the answer, e.g. "e1"' },
      class_name: { type: 'string', enum: [cls.name] },
      label: { type: 'string', description: `Name of the ${cls.label}` },
      text: SPAN,
      confidence: { type: 'number', description: 'From 0 to 1' },
      properties: object(
        Object.fromEntries(
          cls.properties.map((p) => [
            p.name,
            {
              type: 'array',
              description: [p.description, p.multiple ? '' : 'At most one value.']
                .filter(Boolean)
                .join(' '),
              items: object({ value: VALUE_SCHEMA[p.type], text: SPAN }),
            },
          ]),
        ),
      ),
    },
    [cls.label, cls.description].filter(Boolean).join(': '),
  );

const relationSchema = (relation: OntologyRelation): JsonSchema =>
  object(
    {
      relation_name: { type: 'string', enum: [relation.name] },
      source_ref: { type: 'string', description: `ref of a ${relation.source} entity` },
      target_ref: { type: 'string', description: `ref of a ${relation.target} entity` },
      text: SPAN,
      confidence: { type: 'number', description: 'From 0 to 1' },
    },
    relation.description || undefined,
  );

/**
 * The JSON Schema of an answer for this ontology version (class subset applied): one variant per
 * class and per relation, so the model can only name classes, properties and relations that exist
 * and give values of the right JSON type. Relations are left out when the ontology has none.
 */
export const extractionJsonSchema = (view: OntologyView): JsonSchema => {
  const properties: Record<string, JsonSchema> = {
    entities: { type: 'array', items: { anyOf: view.classes.map(classSchema) } },
  };
  if (view.relations.length > 0) {
    properties.relations = { type: 'array', items: { anyOf: view.relations.map(relationSchema) } };
  }
  return object(properties);
};

/** The instructions sent as the system message, describing the ontology in words. */
export const systemPrompt = (
  view: OntologyView,
  instructions?: string,
  corrections: string[] = [],
): string => {
  const classes = view.classes.map((cls) => {
    const props = cls.properties.map(
      (p) => `${p.name} (${p.type}${p.description ? `: ${p.description}` : ''})`,
    );
    const about = [
      cls.description,
      cls.aliases.length ? `also called ${cls.aliases.join(', ')}` : '',
      cls.examples.length ? `for example ${cls.examples.slice(0, 5).join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    return `- ${cls.name}${about ? `: ${about}` : ''}. Properties: ${props.join(', ') || 'none'}.`;
  });
  const relations = view.relations.map((r) => {
    const cues = r.cues.length ? ` Stated by words such as: ${r.cues.slice(0, 8).join(', ')}.` : '';
    return `- ${r.name}: ${r.source} → ${r.target}${r.description ? `. ${r.description}` : ''}.${cues}`;
  });
  return [
    'You extract knowledge from a text excerpt. Report only entities of the classes below and only',
    'relations listed below, each with the exact words of the text it comes from. Do not invent',
    'facts that the text does not state. Answer with JSON that follows the given schema.',
    '',
    'Classes:',
    ...classes,
    ...(relations.length ? ['', 'Relations:', ...relations] : []),
    ...(instructions ? ['', 'Additional instructions:', instructions] : []),
    ...(corrections.length
      ? [
          '',
          'Reviewers corrected earlier extractions with this ontology. Learn from these examples:',
          ...corrections.map((line) => `- ${line}`),
        ]
      : []),
  ].join('\n');
};
