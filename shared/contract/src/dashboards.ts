import { z } from 'zod';
import { idSchema, text, timestampSchema } from './common';

/** A dashboard parameter, filled from the page's URL search params. */
export const dashboardParameterSchema = z.object({
  name: z.string().min(1).max(100),
  label: z.string(),
  type: z.enum(['string', 'number', 'date', 'entity']),
  default: z.string().nullable(),
  required: z.boolean(),
});
export type DashboardParameter = z.infer<typeof dashboardParameterSchema>;

/** A literal, or a reference to a dashboard parameter by name. */
export const queryValueSchema = z.union([
  z.string(),
  z.number(),
  z.boolean(),
  z.object({ param: z.string() }),
]);
export type QueryValue = z.infer<typeof queryValueSchema>;

export const queryFilterSchema = z.object({
  property: z.string(),
  op: z.enum(['eq', 'neq', 'contains', 'gt', 'gte', 'lt', 'lte', 'in']),
  value: z.union([queryValueSchema, z.array(queryValueSchema)]),
});
export type QueryFilter = z.infer<typeof queryFilterSchema>;

/** Declarative query over the knowledge base's entities (or relations). */
export const dashboardQuerySchema = z.object({
  source: z.enum(['entities', 'relations']),
  class_name: z.string().optional(),
  relation_name: z.string().optional(),
  filters: z.array(queryFilterSchema).default([]),
  group_by: z.string().optional(),
  aggregate: z
    .object({ fn: z.enum(['count', 'sum', 'avg', 'min', 'max']), property: z.string().optional() })
    .default({ fn: 'count' }),
  /** Columns for table widgets. */
  columns: z.array(z.string()).optional(),
  order_by: z.object({ field: z.string(), direction: z.enum(['asc', 'desc']) }).optional(),
  limit: z.number().int().min(1).max(10_000).optional(),
});
export type DashboardQuery = z.infer<typeof dashboardQuerySchema>;

export const widgetTypeSchema = z.enum(['metric', 'bar', 'line', 'pie', 'table', 'graph']);
export type WidgetType = z.infer<typeof widgetTypeSchema>;

export const dashboardWidgetSchema = z.object({
  id: z.string().min(1),
  type: widgetTypeSchema,
  title: z.string(),
  query: dashboardQuerySchema,
  /** Grid placement, in 12 columns. */
  layout: z
    .object({ x: z.number().int(), y: z.number().int(), w: z.number().int(), h: z.number().int() })
    .optional(),
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
    z.object({ widget_id: z.string(), data: widgetDataSchema, error: z.string().nullable() }),
  ),
});
export type DashboardData = z.infer<typeof dashboardDataSchema>;
