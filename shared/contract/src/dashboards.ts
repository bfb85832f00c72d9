import { z } from 'zod';
import { idSchema, timestampSchema } from './common';
import { text } from './fields';

/** A dashboard parameter, filled from the page's URL search params. */
export const dashboardParameterSchema = z.object({
  name: text().min(1).max(100),
  label: text().max(200),
  type: z.enum(['string', 'number', 'date', 'entity']),
  default: text().max(1000).nullable(),
  required: z.boolean(),
});
export type DashboardParameter = z.infer<typeof dashboardParameterSchema>;

/** A literal, or a reference to a dashboard parameter by name. */
export const queryValueSchema = z.union([
  text().max(1000),
  z.number(),
  z.boolean(),
  z.object({ param: text().max(100) }),
]);
export type QueryValue = z.infer<typeof queryValueSchema>;

export const queryFilterSchema = z.object({
  property: text().max(200),
  op: z.enum(['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte', 'in']),
  value: z.union([queryValueSchema, z.array(queryValueSchema).max(100)]),
});
export type QueryFilter = z.infer<typeof queryFilterSchema>;

/**
 * Declarative query over the knowledge base's entities (or relations). Fields name a column:
 * `class_name`, `label`, `document` (a provenance document's name), `relation_name`,
 * `source.label`, `target.label`, `degree` (relations of an entity), or `properties.<name>` (the
 * property's first value); also `id` (an entity's or relation's id) and `source.id`/`target.id`
 * (a relation's ends), for `entity` parameters. Entities have `id`, `class_name`, `label`,
 * `degree`, `document`, `properties.<name>`; relations have `id`, `relation_name`, `source.*`,
 * `target.*`, `class_name` (the source's class) and `document`. The server turns it into
 * parameterized SQL; an unknown field is a 422 with code `dashboard_query_invalid` when the
 * dashboard is saved. At data time a missing required parameter fails only the widgets that use
 * it (their `error`, code `dashboard_query_invalid`); an optional parameter with no value and no
 * default drops the filters that use it (not set means all). A widget past its time limit answers
 * `dashboard_query_timeout`. Rows are bounded: table 1000, series 200, graph 300 nodes and 1000
 * edges.
 */
export const dashboardQuerySchema = z.object({
  source: z.enum(['entities', 'relations']),
  class_name: text().max(200).optional(),
  relation_name: text().max(200).optional(),
  filters: z.array(queryFilterSchema).max(20).default([]),
  group_by: text().max(200).optional(),
  aggregate: z
    .object({
      fn: z.enum(['count', 'sum', 'avg', 'min', 'max']),
      property: text().max(200).optional(),
    })
    .default({ fn: 'count' }),
  /** Columns for table widgets. */
  columns: z.array(text().max(200)).max(20).optional(),
  order_by: z.object({ field: text().max(200), direction: z.enum(['asc', 'desc']) }).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const widgetTypeSchema = z.enum(['metric', 'bar', 'line', 'pie', 'table', 'graph']);
export type WidgetType = z.infer<typeof widgetTypeSchema>;

export const dashboardWidgetSchema = z.object({
  id: text().min(1).max(100),
  type: widgetTypeSchema,
  title: text().max(200),
  query: dashboardQuerySchema,
  /** Grid placement, in 12 columns. */
  layout: z
    .object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() })
    .optional(),
  /**
   * Cross-filtering: clicking a bar, slice, row or node sets this dashboard parameter in the URL
   * to the clicked label (a node: its entity id when the parameter's type is `entity`, else its
   * label); the other widgets filter on it through `{param}` values.
   */
  on_click: z.object({ set_param: text().min(1).max(100) }).optional(),
});
export type DashboardWidget = z.infer<typeof dashboardWidgetSchema>;

export const dashboardSummarySchema = z.object({
  id: idSchema,
  knowledge_base_id: idSchema,
  title: z.string(),
  created_at: timestampSchema,
  updated_at: timestampSchema,
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const dashboardConfigSchema = dashboardSummarySchema.extend({
  parameters: z.array(dashboardParameterSchema),
  widgets: z.array(dashboardWidgetSchema),
});
export type DashboardConfig = z.infer<typeof dashboardConfigSchema>;

/** Create or replace a dashboard (calls the spec doesn't show; the dashboard builder uses them). */
export const dashboardWriteBodySchema = z.object({
  title: text().trim().min(1).max(200),
  parameters: z.array(dashboardParameterSchema).max(20).default([]),
  widgets: z.array(dashboardWidgetSchema).min(1).max(30),
});
export type DashboardWriteBody = z.infer<typeof dashboardWriteBodySchema>;

/** Body of `POST …/dashboards/{id}/data`: parameter name → value (URL search params). */
export const dashboardDataBodySchema = z.record(text(), text());
export type DashboardDataBody = z.infer<typeof dashboardDataBodySchema>;

const seriesPointSchema = z.object({ label: z.string(), value: z.number() });

export const widgetDataSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('metric'), value: z.number().nullable() }),
  z.object({ type: z.literal('bar'), series: z.array(seriesPointSchema) }),
  z.object({ type: z.literal('line'), series: z.array(seriesPointSchema) }),
  z.object({ type: z.literal('pie'), series: z.array(seriesPointSchema) }),
  z.object({
    type: z.literal('table'),
    columns: z.array(z.string()),
    rows: z.array(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  }),
  z.object({
    type: z.literal('graph'),
    nodes: z.array(z.object({ id: z.string(), label: z.string(), class_name: z.string() })),
    edges: z.array(
      z.object({ id: z.string(), source: z.string(), target: z.string(), label: z.string() }),
    ),
  }),
]);
export type WidgetData = z.infer<typeof widgetDataSchema>;

export const dashboardDataSchema = z.object({
  dashboard_id: idSchema,
  widgets: z.array(
    z.object({
      widget_id: z.string(),
      data: widgetDataSchema.nullable(),
      /** One failing widget reports its own error; the others still answer. */
      error: z.object({ code: z.string(), detail: z.string() }).nullable(),
    }),
  ),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;

/**
 * Body of `POST …/dashboards/preview`: a dashboard not saved yet (the dashboard builder's
 * proposal), evaluated with the given parameters; validated as a save would be.
 */
export const dashboardPreviewBodySchema = z.object({
  dashboard: dashboardWriteBodySchema,
  parameters: dashboardDataBodySchema.default({}),
});
export type DashboardPreviewBody = z.infer<typeof dashboardPreviewBodySchema>;

export const dashboardPreviewSchema = dashboardDataSchema.omit({ dashboard_id: true });
export type DashboardPreview = z.infer<typeof dashboardPreviewSchema>;
