import { z } from 'zod';
import { multilineText, text } from './fields';
import { limits } from './limits';

/** A class's or relation's list of words (aliases, examples, patterns, cues). */
const wordListSchema = z
  .array(text().min(1).max(limits.ontologyListItemLength))
  .max(limits.ontologyListItems)
  .default([]);

/** Machine names of classes, properties and relations (used as keys in results and queries). */
export const ontologyIdentifierSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][A-Za-z0-9_]*$/, 'Use letters, digits and underscores, starting with a letter');

export const propertyTypeSchema = z
  .enum(['string', 'number', 'date', 'boolean', 'email', 'url', 'money', 'text'])
  .describe('The kind of value: extraction normalizes dates, numbers, money, emails and URLs.');
export type PropertyType = z.infer<typeof propertyTypeSchema>;

export const ontologyPropertySchema = z.strictObject({
  name: ontologyIdentifierSchema.describe('Machine name of the property, unique in its class.'),
  type: propertyTypeSchema,
  description: multilineText()
    .max(2000)
    .default('')
    .describe('What the value means; guides extraction.'),
  required: z.boolean().default(false).describe('Every entity of the class has a value.'),
  multiple: z.boolean().default(false).describe('An entity may have several values.'),
  /** Used by deduplication to decide whether two entities are the same. */
  identifying: z
    .boolean()
    .default(false)
    .describe('Deduplication compares this property to decide whether two entities are one.'),
});
export type OntologyProperty = z.infer<typeof ontologyPropertySchema>;

/**
 * What kind of thing a class holds. Extraction chooses a class for a mention by its kind, not by
 * English words in the class's name; a class without one gets the kind its name and aliases
 * suggest (`inferClassKind` in the pipeline), else `other` (found through examples and patterns).
 */
export const CLASS_KINDS = [
  'person',
  'organization',
  'place',
  'date',
  'money',
  'quantity',
  'product',
  'event',
  'condition',
  'substance',
  'work',
  'other',
] as const;
export const classKindSchema = z
  .enum(CLASS_KINDS)
  .describe(
    'What the class holds: person, organization, place, date, money, quantity (numbers with units, doses, percentages), product, event, condition (illness, symptom), substance (drug, chemical, material), work (publication, law, agreement) or other.',
  );
export type ClassKind = z.infer<typeof classKindSchema>;

export const ontologyClassSchema = z.strictObject({
  name: ontologyIdentifierSchema.describe('Machine name of the class, unique in the ontology.'),
  label: text()
    .min(1)
    .max(200)
    .optional()
    .describe('The name people read; the class name when left out.'),
  kind: classKindSchema.optional(),
  description: multilineText()
    .max(2000)
    .default('')
    .describe('What counts as this class; guides extraction.'),
  aliases: wordListSchema.describe('Other names of the class, found in documents.'),
  examples: wordListSchema.describe('Typical mentions, e.g. "Acme Ltd" for a company.'),
  /** Regular expressions the rules engine uses to spot mentions. */
  patterns: wordListSchema.describe('Regular expressions (JavaScript, u flag) that spot mentions.'),
  properties: z
    .array(ontologyPropertySchema)
    .max(limits.classProperties)
    .default([])
    .describe('What is recorded of each entity.'),
});
/** A class as documents hold it: its label filled (the name when the author gave none). */
export type OntologyClass = z.infer<typeof ontologyClassSchema> & { label: string };

/** A class with its label: the one given, else its name. */
export const withLabel = (ontologyClass: z.infer<typeof ontologyClassSchema>): OntologyClass => ({
  ...ontologyClass,
  label: ontologyClass.label ?? ontologyClass.name,
});

export const ontologyRelationSchema = z.strictObject({
  name: ontologyIdentifierSchema.describe('Machine name of the relation, unique in the ontology.'),
  source: ontologyIdentifierSchema.describe('The class the relation goes from.'),
  target: ontologyIdentifierSchema.describe('The class the relation goes to.'),
  description: multilineText()
    .max(2000)
    .default('')
    .describe('What the relation means; guides extraction.'),
  /** Words or phrases that signal the relation between two mentions. */
  cues: wordListSchema.describe('Words or phrases that signal the relation, e.g. "works for".'),
});
export type OntologyRelation = z.infer<typeof ontologyRelationSchema>;

// Keys in the order documents are written: format, classes, relations.
const documentShape = <T extends z.ZodType>(classItem: T) => ({
  format: z.literal('ontoloom/v1').describe('The document format: always ontoloom/v1.'),
  classes: z.array(classItem).max(limits.ontologyClasses).describe('The kinds of things to find.'),
  relations: z
    .array(ontologyRelationSchema)
    .max(limits.ontologyRelations)
    .default([])
    .describe('How things of two classes are linked.'),
});

/**
 * The content of an ontology version as written (YAML, an editor's document). Every level is
 * strict: an unknown or misspelt key (`lable:`, `requried:`) is a problem to fix, not something
 * silently dropped. A class without a label gets its name (issue 16).
 */
export const ontologyDocumentSchema = z
  .strictObject(documentShape(ontologyClassSchema))
  .transform((document) => ({ ...document, classes: document.classes.map(withLabel) }));

/** The content as stored and served: every class has its label. */
export const ontologyDocumentContentSchema = z.strictObject(
  documentShape(ontologyClassSchema.extend({ label: z.string().min(1).max(200) })),
);
export type OntologyDocument = z.infer<typeof ontologyDocumentSchema>;

type WithoutDefaults<T extends z.ZodRawShape> = {
  [K in keyof T]: T[K] extends z.ZodDefault<infer Inner> ? Inner : T[K];
};

/**
 * The fields of an `update_*` operation: all optional and without their defaults, so a change
 * names only what it changes and leaves every other field as it was.
 */
function changesOf<T extends z.ZodRawShape>(shape: T) {
  const fields = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [
      key,
      field instanceof z.ZodDefault ? field.unwrap() : field,
    ]),
  ) as WithoutDefaults<T>;
  return z.object(fields).partial();
}

const classChangesSchema = changesOf(
  ontologyClassSchema.omit({ name: true, properties: true }).shape,
);
const propertyChangesSchema = changesOf(ontologyPropertySchema.omit({ name: true }).shape);
const relationChangesSchema = changesOf(ontologyRelationSchema.omit({ name: true }).shape);

/** One edit applied, in order, to the base version; the server validates each against the result so far. */
export const ontologyModificationSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('add_class'), class: ontologyClassSchema }),
  z.object({ op: z.literal('update_class'), class_name: text(), changes: classChangesSchema }),
  z.object({ op: z.literal('remove_class'), class_name: text() }),
  z.object({
    op: z.literal('rename_class'),
    class_name: text(),
    new_name: ontologyIdentifierSchema,
  }),
  z.object({
    op: z.literal('add_property'),
    class_name: text(),
    property: ontologyPropertySchema,
  }),
  z.object({
    op: z.literal('update_property'),
    class_name: text(),
    property_name: text(),
    changes: propertyChangesSchema,
  }),
  z.object({ op: z.literal('remove_property'), class_name: text(), property_name: text() }),
  z.object({
    op: z.literal('rename_property'),
    class_name: text(),
    property_name: text(),
    new_name: ontologyIdentifierSchema,
  }),
  z.object({ op: z.literal('add_relation'), relation: ontologyRelationSchema }),
  z.object({
    op: z.literal('update_relation'),
    relation_name: text(),
    changes: relationChangesSchema,
  }),
  z.object({ op: z.literal('remove_relation'), relation_name: text() }),
  z.object({
    op: z.literal('rename_relation'),
    relation_name: text(),
    new_name: ontologyIdentifierSchema,
  }),
]);
export type OntologyModification = z.infer<typeof ontologyModificationSchema>;
