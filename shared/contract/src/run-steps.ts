import { z } from 'zod';
import { timestampSchema } from './common';
import { multilineText, text } from './fields';
import { limits } from './limits';

const items = limits.runActionItems;

export const stepStatusSchema = z.enum([
  'pending',
  'queued',
  'running',
  'succeeded',
  'failed',
  'canceled',
  'skipped',
]);
export type StepStatus = z.infer<typeof stepStatusSchema>;

export const stepNameSchema = z.enum([
  'text_extraction',
  'chunking',
  'extraction',
  'dnf_build',
  'dnf_execute',
]);
export type StepName = z.infer<typeof stepNameSchema>;

export const stepProgressSchema = z.object({
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  /** Of `done`, the items that failed (extraction: chunks); absent where a step does not count them. */
  failed: z.number().int().nonnegative().optional(),
});
export type StepProgress = z.infer<typeof stepProgressSchema>;

export const stepErrorSchema = z.object({ code: z.string(), message: z.string() });
export type StepError = z.infer<typeof stepErrorSchema>;

export const chunkingParametersSchema = z
  .object({
    strategy: z.enum(['structure', 'fixed']),
    size: z.number().int().min(50).max(100_000),
    size_unit: z.enum(['characters', 'tokens']),
    overlap: z.number().int().nonnegative(),
    respect_pages: z.boolean(),
  })
  .refine((params) => params.overlap < params.size, {
    message: 'overlap must be smaller than size',
    path: ['overlap'],
  });
export type ChunkingParameters = z.infer<typeof chunkingParametersSchema>;

export const extractionConfigSchema = z.object({
  engine: z.enum(['rules', 'llm']),
  instructions: multilineText().max(10_000).optional(),
  /** Subset of ontology class names; all classes when absent. */
  classes: z.array(text().min(1)).min(1).optional(),
  concurrency: z.number().int().min(1).max(32).default(4),
});
export type ExtractionConfig = z.infer<typeof extractionConfigSchema>;

/** Predicate over one identifying property, as in dedupe's blocking rules. */
export const dnfPredicateSchema = z.object({
  property: text().min(1),
  predicate: z.enum([
    'exact',
    'normalized',
    'prefix',
    'first_token',
    'sorted_tokens',
    'year',
    'digits',
    // The engine's further predicates (dnf_build may learn rules with them).
    'token',
    'ngram',
    'phonetic',
    'number',
    'date',
  ]),
});
export type DnfPredicate = z.infer<typeof dnfPredicateSchema>;

/** OR of ANDs: the outer array is the disjunction, each inner array a conjunction. */
export const dnfRuleSchema = z.object({
  class_name: text().min(1),
  disjuncts: z.array(z.array(dnfPredicateSchema).min(1)),
  estimated_comparisons: z.number().int().nonnegative(),
  estimated_recall: z.number().min(0).max(1),
});
export type DnfRule = z.infer<typeof dnfRuleSchema>;

export const dnfBuildConfigSchema = z.object({
  classes: z.array(text().min(1)).min(1).optional(),
  target_recall: z.number().min(0).max(1).default(0.95),
  max_predicates_per_conjunction: z.number().int().min(1).max(5).default(2),
  sample_size: z.number().int().min(10).max(100_000).default(1000),
});
export type DnfBuildConfig = z.infer<typeof dnfBuildConfigSchema>;

export const dnfExecuteConfigSchema = z.object({
  classes: z.array(text().min(1)).min(1).optional(),
  match_threshold: z.number().min(0).max(1).default(0.8),
  /** Overrides the rules learned by dnf_build for these classes. */
  rules: z.array(dnfRuleSchema).optional(),
});
export type DnfExecuteConfig = z.infer<typeof dnfExecuteConfigSchema>;

const stepBase = {
  status: stepStatusSchema,
  progress: stepProgressSchema,
  error: stepErrorSchema.nullable(),
  credits: z.number().nonnegative(),
  started_at: z.nullable(timestampSchema),
  finished_at: z.nullable(timestampSchema),
};

export const textExtractionStepSchema = z.object({ ...stepBase, params: z.object({}).nullable() });
export const chunkingStepSchema = z.object({
  ...stepBase,
  params: chunkingParametersSchema.nullable(),
});
export const extractionStepSchema = z.object({
  ...stepBase,
  params: extractionConfigSchema.nullable(),
  /**
   * The llm engine's lessons: reviewers' corrections of earlier runs on the same ontology (renamed,
   * deleted, merged or edited results), in words, sent to the model as examples. Absent for the
   * rules engine and when there are none.
   */
  corrections: z.array(z.string().max(600)).max(20).optional(),
});
export const dnfBuildStepSchema = z.object({
  ...stepBase,
  params: dnfBuildConfigSchema.nullable(),
  rules: z.array(dnfRuleSchema),
});
export const dnfExecuteStepSchema = z.object({
  ...stepBase,
  params: dnfExecuteConfigSchema.nullable(),
  merged_count: z.number().int().nonnegative(),
});
export type RunStep = z.infer<typeof textExtractionStepSchema>;

export const runStepsSchema = z.object({
  text_extraction: textExtractionStepSchema,
  chunking: chunkingStepSchema,
  extraction: extractionStepSchema,
  dnf_build: dnfBuildStepSchema,
  dnf_execute: dnfExecuteStepSchema,
});
export type RunSteps = z.infer<typeof runStepsSchema>;

/** Manual edits and control actions on an unstructured run (`PATCH …/text_extraction/{id}`). */
export const unstructuredActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('cancel') }),
  z.object({ type: z.literal('retry_failed'), step: stepNameSchema }),
  z.object({
    type: z.literal('merge'),
    entity_ids: z.array(z.uuid()).min(2).max(items),
    label: text().trim().min(1).max(500).optional(),
  }),
  z.object({
    type: z.literal('split'),
    entity_id: z.uuid(),
    /** Provenance indexes of the entity, one group per resulting entity. */
    groups: z.array(z.array(z.number().int().nonnegative()).min(1).max(items)).min(2).max(items),
  }),
  z.object({
    type: z.literal('rename'),
    entity_id: z.uuid(),
    label: text().trim().min(1).max(500),
  }),
  z.object({
    type: z.literal('delete'),
    entity_ids: z.array(z.uuid()).max(items).default([]),
    relation_ids: z.array(z.uuid()).max(items).default([]),
  }),
  z.object({
    type: z.literal('edit'),
    entity_id: z.uuid(),
    properties: z
      .record(
        text().min(1).max(200),
        z
          .array(z.union([multilineText().max(10_000), z.number(), z.boolean(), z.null()]))
          .max(items),
      )
      .refine((properties) => Object.keys(properties).length <= limits.classProperties, {
        message: `at most ${limits.classProperties} properties`,
      }),
  }),
  /** Reverts the newest manual modification (merge, split, rename, delete, edit) not yet undone. */
  z.object({ type: z.literal('undo') }),
]);
export type UnstructuredAction = z.infer<typeof unstructuredActionSchema>;
